import { afterEach, describe, expect, it } from 'vitest';
import { formatBDT } from '@/lib/money';
import { ORDER_STEPS } from '@/lib/order-status';
import { escapeHtml, orderStepMails, quoteAnsweredMails, quoteMessageMails, quoteRequestedMails, type MailOrder, type MailQuote } from './order-mails';

const savedEnv = { ORDERS_EMAIL: process.env.ORDERS_EMAIL, SITE_URL: process.env.SITE_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const PRODUCT = 'Notched <b>Trowel</b> & "Float"';
const order: MailOrder = {
  id: '6745a1b2c3d4e5f601234567',
  lines: [{ toolId: '6745a1b2c3d4e5f6012345a1', product: PRODUCT, quantity: 12, unitPrice: 380, lineTotal: 4560 }],
  deliveryCharge: 0,
  total: 4560,
  email: 'nasrin@example.com',
  userName: "Nasrin <script>alert('x')</script>",
  phone: '01711223344',
  address: 'House 7, Road 3\nDhanmondi, Dhaka',
};

describe('order mails', () => {
  it('tell the customer at every step and the team at the steps it acts on, keyed by order, step and recipient', () => {
    process.env.ORDERS_EMAIL = 'orders@mrittika.test';
    const keys = ORDER_STEPS.flatMap((step) => orderStepMails(order, step).map((mail) => `${mail.key} -> ${mail.to}`));
    expect(keys).toEqual([
      `order:${order.id}:pending:customer -> nasrin@example.com`,
      `order:${order.id}:pending:team -> orders@mrittika.test`,
      `order:${order.id}:confirmed:customer -> nasrin@example.com`,
      `order:${order.id}:confirmed:team -> orders@mrittika.test`,
      `order:${order.id}:shipped:customer -> nasrin@example.com`,
      `order:${order.id}:delivered:customer -> nasrin@example.com`,
      `order:${order.id}:cancelled:customer -> nasrin@example.com`,
      `order:${order.id}:expired:customer -> nasrin@example.com`,
      `order:${order.id}:paid:customer -> nasrin@example.com`,
      `order:${order.id}:paid:team -> orders@mrittika.test`,
      `order:${order.id}:held:customer -> nasrin@example.com`,
      `order:${order.id}:held:team -> orders@mrittika.test`,
      `order:${order.id}:refunded:customer -> nasrin@example.com`,
      `order:${order.id}:refund_due:customer -> nasrin@example.com`,
      `order:${order.id}:refund_due:team -> orders@mrittika.test`,
    ]);
    delete process.env.ORDERS_EMAIL;
    expect(orderStepMails(order, 'pending').map((mail) => mail.to)).toEqual(['nasrin@example.com']);
  });

  it('say that confirming is cash on delivery, and that money arrived only when it did', () => {
    process.env.ORDERS_EMAIL = 'orders@mrittika.test';
    const [confirmed, confirmedTeam] = orderStepMails({ ...order, payment: { method: 'cash', status: 'due', refundDue: false } }, 'confirmed');
    expect(confirmed!.subject).toBe(`Order confirmed, cash on delivery: 12 x ${PRODUCT}`);
    expect(confirmed!.text).toContain(`${formatBDT(4560)} ready in cash`);
    expect(confirmed!.subject).not.toMatch(/payment received/i);
    expect(confirmedTeam!.subject).toBe(`Order confirmed, cash on delivery: 12 x ${PRODUCT}, ${formatBDT(4560)}`);
    const [paid, paidTeam] = orderStepMails({ ...order, payment: { method: 'cash', status: 'paid', refundDue: false } }, 'paid');
    expect(paid!.subject).toBe(`Payment received: 12 x ${PRODUCT}`);
    expect(paid!.text).toContain(`received your payment of ${formatBDT(4560)}`);
    expect(paidTeam!.subject).toBe(`Order paid: 12 x ${PRODUCT}, ${formatBDT(4560)}`);
  });

  it('on a cancel, say whether money goes back and how', () => {
    const cancelled = (payment: MailOrder['payment']) => orderStepMails({ ...order, payment }, 'cancelled')[0]!.text;
    expect(cancelled({ method: 'cash', status: 'cancelled', refundDue: false })).toContain('You have not been charged for it.');
    expect(cancelled({ method: 'cash', status: 'refund_pending', refundDue: true })).toContain(`We owe you ${formatBDT(4560)}`);
    expect(cancelled({ method: 'online', status: 'refund_pending', refundDue: false })).toContain('is being refunded through the payment gateway');
  });

  it('carry the goods, quantity, unit price and total in BDT and absolute links, in text and in escaped HTML', () => {
    process.env.SITE_URL = 'https://shop.example.com/';
    process.env.ORDERS_EMAIL = 'orders@mrittika.test';
    const [customer, team] = orderStepMails(order, 'pending');
    for (const mail of [customer!, team!]) {
      expect(mail.text).toContain(PRODUCT);
      expect(mail.text).toContain('Quantity:   12');
      expect(mail.text).toContain(`Unit price: ${formatBDT(380)}`);
      expect(mail.text).toContain(`Total:      ${formatBDT(4560)}`);
      expect(mail.text).toContain(`https://shop.example.com/dashboard/orders/${order.id}/receipt`);
      expect(mail.html).toContain(`href="https://shop.example.com/dashboard/orders/${order.id}/receipt"`);
      expect(mail.html).toContain(escapeHtml(formatBDT(4560)));
      // Every value is escaped: no markup of a customer's reaches the HTML.
      expect(mail.html).not.toMatch(/<script|<b>/);
      expect(mail.html).toContain('Notched &lt;b&gt;Trowel&lt;/b&gt; &amp; &quot;Float&quot;');
      expect(mail.html).not.toMatch(/<img/);
    }
    expect(customer!.subject).toBe(`We have your order: 12 x ${PRODUCT}`);
    expect(customer!.text).toContain(`Dear ${order.userName},`);
    expect(customer!.html).toContain('Dear Nasrin &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;,');
    expect(team!.subject).toBe(`New order: 12 x ${PRODUCT}, ${formatBDT(4560)}`);
    expect(team!.replyTo).toBe(order.email);
    expect(team!.text).toContain('Phone: 01711223344');
    expect(team!.html).toContain('House 7, Road 3<br>Dhanmondi, Dhaka');
    // One line delivered free: the line's total is the order's, so no Delivery or Order total rows.
    expect(customer!.text).not.toContain('Delivery:');
    expect(customer!.text).not.toContain('Order total:');
    expect(customer!.html).not.toContain('<tfoot>');
  });

  const threeLines: MailOrder = {
    ...order,
    lines: [
      { toolId: '6745a1b2c3d4e5f6012345a1', product: 'Notched Trowel', quantity: 12, unitPrice: 380, lineTotal: 4560 },
      { toolId: '6745a1b2c3d4e5f6012345a2', product: 'Tile <Spacers>', quantity: 100, unitPrice: 5, lineTotal: 500 },
      { toolId: '6745a1b2c3d4e5f6012345a3', product: 'Rubber Float', quantity: 2, unitPrice: 250, lineTotal: 500 },
    ],
    deliveryCharge: 150,
    total: 5710,
  };

  it('name the first tool and how many more in the subject of an order of several lines', () => {
    process.env.ORDERS_EMAIL = 'orders@mrittika.test';
    const [customer, team] = orderStepMails(threeLines, 'pending');
    expect(customer!.subject).toBe('We have your order: Notched Trowel and 2 more tools');
    expect(team!.subject).toBe(`New order: Notched Trowel and 2 more tools, ${formatBDT(5710)}`);
    const twoLines = { ...threeLines, lines: threeLines.lines.slice(0, 2), total: 5210 };
    expect(orderStepMails(twoLines, 'shipped')[0]!.subject).toBe('On its way: Notched Trowel and 1 more tool');
    // The money a step speaks of is the order's total, delivery included.
    expect(orderStepMails({ ...threeLines, payment: { method: 'cash', status: 'due', refundDue: false } }, 'confirmed')[0]!.text).toContain(
      `${formatBDT(5710)} ready in cash`,
    );
  });

  it('list every line of an order of several lines, then its delivery charge and order total, in text and in escaped HTML', () => {
    process.env.SITE_URL = 'https://shop.example.com/';
    process.env.ORDERS_EMAIL = 'orders@mrittika.test';
    for (const mail of orderStepMails(threeLines, 'pending')) {
      for (const line of threeLines.lines) {
        expect(mail.text).toContain(`  ${line.product}\n  Quantity:   ${line.quantity}\n  Unit price: ${formatBDT(line.unitPrice)}\n  Total:      ${formatBDT(line.lineTotal)}`);
      }
      expect(mail.text).toContain(`  Delivery:    ${formatBDT(150)}\n  Order total: ${formatBDT(5710)}`);
      // The lines come in the order's order, and the totals after them.
      const at = (text: string) => mail.text.indexOf(text);
      expect(at('Notched Trowel')).toBeLessThan(at('Tile <Spacers>'));
      expect(at('Tile <Spacers>')).toBeLessThan(at('Rubber Float'));
      expect(at('Rubber Float')).toBeLessThan(at('Order total:'));

      const rows = mail.html!.match(/<tbody>(.*?)<\/tbody>/)![1]!.match(/<tr>/g);
      expect(rows).toHaveLength(3);
      expect(mail.html).toContain('Tile &lt;Spacers&gt;');
      expect(mail.html).not.toContain('<Spacers>');
      expect(mail.html).toMatch(new RegExp(`<tfoot><tr><th[^>]*>Delivery</th><td[^>]*>${escapeHtml(formatBDT(150))}</td></tr>`));
      expect(mail.html).toMatch(new RegExp(`<tr><th[^>]*>Order total</th><td[^>]*><strong>${escapeHtml(formatBDT(5710))}</strong></td></tr></tfoot>`));
    }
    // Several lines delivered free say so; one line with a charge shows the charge and the total too.
    const free = orderStepMails({ ...threeLines, deliveryCharge: 0, total: 5560 }, 'pending')[0]!;
    expect(free.text).toContain(`  Delivery:    free\n  Order total: ${formatBDT(5560)}`);
    const oneCharged = orderStepMails({ ...order, deliveryCharge: 80, total: 4640 }, 'pending')[0]!;
    expect(oneCharged.subject).toBe(`We have your order: 12 x ${PRODUCT}`);
    expect(oneCharged.text).toContain(`  Total:      ${formatBDT(4560)}`);
    expect(oneCharged.text).toContain(`  Delivery:    ${formatBDT(80)}\n  Order total: ${formatBDT(4640)}`);
    expect(oneCharged.html).toContain('<tfoot>');
  });
});

describe('quote mails', () => {
  const quote: MailQuote = {
    id: '6745a1b2c3d4e5f6012345ff',
    product: 'Tile Cutter',
    quantity: 2000,
    email: 'rahim@example.com',
    userName: 'Rahim',
    phone: '01811000000',
    address: 'Mirpur',
    wantedBy: '2026-12-01T00:00:00.000+06:00',
    note: 'Two lots <please>',
    offer: null,
  };
  const offer = { unitPrice: 420, total: 840_000, deliveryBy: '2026-12-10T00:00:00+06:00', validUntil: '2026-12-03T23:59:59.999+06:00', answeredAt: '2026-11-25T10:00:00.000Z' };

  it('go to the team on a request, to the customer on the answer, and to the other side on a message', () => {
    process.env.ORDERS_EMAIL = 'orders@mrittika.test';
    const [request] = quoteRequestedMails(quote);
    expect(request).toMatchObject({ to: 'orders@mrittika.test', replyTo: quote.email, key: `quote:${quote.id}:requested:team` });
    expect(request!.text).toContain('Unit price: to be quoted');
    expect(request!.text).toContain('Wanted by: 1 Dec 2026');
    expect(request!.html).toContain('Two lots &lt;please&gt;');

    const [answered] = quoteAnsweredMails({ ...quote, offer });
    expect(answered).toMatchObject({ to: quote.email, subject: `Your quote: 2,000 x Tile Cutter at ${formatBDT(420)} each` });
    expect(answered!.text).toContain(`Total:      ${formatBDT(840_000)}`);
    expect(answered!.text).toContain('Offer valid until: 3 Dec 2026');

    const fromCustomer = quoteMessageMails(quote, { id: 'm1', fromShop: false, author: 'Rahim', text: 'Two lots?' });
    const fromShop = quoteMessageMails(quote, { id: 'm2', fromShop: true, author: 'Mrittika Ceramic Tools', text: 'Yes.' });
    expect(fromCustomer.map((mail) => mail.to)).toEqual(['orders@mrittika.test']);
    expect(fromShop.map((mail) => mail.to)).toEqual([quote.email]);
    expect(fromShop[0]!.text).toContain('> Yes.');

    delete process.env.ORDERS_EMAIL;
    expect(quoteRequestedMails(quote)).toEqual([]);
    expect(quoteMessageMails(quote, { id: 'm3', fromShop: false, author: 'Rahim', text: 'Hello' })).toEqual([]);
  });
});
