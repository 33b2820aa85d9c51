import type { OrderSummary } from '@/lib/data/order-types';
import type { QueuedMail } from '@/lib/data/outbox';
import { formatDate } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { formatNumber } from '@/lib/numbers';
import type { OrderStep } from '@/lib/order-status';
import { absoluteUrl, business, fullAddress } from '@/lib/site';

/**
 * Every mail about orders and quotes, in plain text and HTML (docs/orders.md, "Mails"). Each says what happened,
 * lists the goods with quantity, unit price and total in BDT, and links to the page that shows it. The HTML
 * needs no images and escapes every value; the text part reads on its own.
 */

/** The team's inbox for orders and quotes (ORDERS_EMAIL); without it, only customers are mailed. */
export function ordersTeamAddress(): string | null {
  return process.env.ORDERS_EMAIL?.trim() || null;
}

/** The pages the mails link to (absolute, from SITE_URL). */
export const mailLinks = {
  receipt: (orderId: string) => absoluteUrl(`/dashboard/orders/${orderId}/receipt`),
  myOrders: () => absoluteUrl('/dashboard/myorder'),
  placedOrders: () => absoluteUrl('/dashboard/confirmorder'),
  quote: (quoteId: string) => absoluteUrl(`/dashboard/quotes/${quoteId}`),
};

export type MailOrder = Pick<OrderSummary, 'id' | 'lines' | 'deliveryCharge' | 'total' | 'email' | 'userName' | 'phone' | 'address'> & {
  /** How it is paid and where its money stands (the cancel mail says whether a refund follows). */
  payment?: Pick<OrderSummary['payment'], 'method' | 'status' | 'refundDue'>;
  /** The quote it was accepted from, if any. */
  quoteId?: string | null;
};

export type MailQuote = {
  id: string;
  product: string;
  quantity: number;
  email: string;
  userName: string;
  phone: string;
  address: string;
  wantedBy: string;
  note: string | null;
  offer: { unitPrice: number; total: number; deliveryBy: string; validUntil: string; answeredAt: string } | null;
};

export type MailQuoteMessage = { id: string; fromShop: boolean; author: string; text: string };

/** What a mail says, before it becomes text and HTML. */
type Letter = {
  greeting: string;
  paragraphs: string[];
  /** The goods, a row each, and (for an order) its delivery charge and total under them. */
  items?: { rows: { product: string; quantity: number; unitPrice: number | null; total: number | null }[]; deliveryCharge?: number; total?: number };
  details?: [label: string, value: string][];
  /** A quoted message, shown as it was written. */
  quoted?: { author: string; text: string };
  links: { label: string; url: string }[];
};

const SIGN_OFF = `With thanks,\nThe team at ${business.name}`;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function money(amount: number | null): string {
  return amount === null ? 'to be quoted' : formatBDT(amount);
}

function asText(letter: Letter): string {
  const lines: string[] = [letter.greeting, ''];
  for (const paragraph of letter.paragraphs) lines.push(paragraph, '');
  if (letter.items) {
    for (const { product, quantity, unitPrice, total } of letter.items.rows) {
      lines.push(`  ${product}`, `  Quantity:   ${formatNumber(quantity)}`, `  Unit price: ${money(unitPrice)}`, `  Total:      ${money(total)}`, '');
    }
    if (letter.items.deliveryCharge !== undefined && letter.items.total !== undefined && (letter.items.rows.length > 1 || letter.items.deliveryCharge > 0)) {
      lines.push(`  Delivery:    ${letter.items.deliveryCharge > 0 ? money(letter.items.deliveryCharge) : 'free'}`, `  Order total: ${money(letter.items.total)}`, '');
    }
  }
  if (letter.details?.length) {
    for (const [label, value] of letter.details) lines.push(`${label}: ${value.replace(/\n/g, '\n  ')}`);
    lines.push('');
  }
  if (letter.quoted) {
    lines.push(`${letter.quoted.author} wrote:`, ...letter.quoted.text.split('\n').map((line) => `> ${line}`), '');
  }
  for (const link of letter.links) lines.push(`${link.label}: ${link.url}`);
  lines.push('', SIGN_OFF, '', `${business.name}, ${fullAddress}`, `${business.phone} · ${business.email}`);
  return `${lines.join('\n')}\n`;
}

const CELL = 'padding:6px 10px;border:1px solid #d9cfc4;text-align:left;';

function asHtml(subject: string, letter: Letter): string {
  const p = (text: string) => `<p style="margin:0 0 14px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const parts = [p(letter.greeting), ...letter.paragraphs.map(p)];
  if (letter.items) {
    const { rows, deliveryCharge, total } = letter.items;
    const cell = (text: string, strong = false) => `<td style="${CELL}">${strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text)}</td>`;
    const body = rows
      .map((row) => `<tr>${cell(row.product)}${cell(formatNumber(row.quantity))}${cell(money(row.unitPrice))}${cell(money(row.total), rows.length === 1)}</tr>`)
      .join('');
    const foot =
      deliveryCharge !== undefined && total !== undefined && (rows.length > 1 || deliveryCharge > 0)
        ? `<tfoot><tr><th scope="row" colspan="3" style="${CELL}">Delivery</th>${cell(deliveryCharge > 0 ? money(deliveryCharge) : 'free')}</tr>` +
          `<tr><th scope="row" colspan="3" style="${CELL}">Order total</th>${cell(money(total), true)}</tr></tfoot>`
        : '';
    parts.push(
      `<table style="border-collapse:collapse;margin:0 0 14px" aria-label="Items">` +
        `<thead><tr><th style="${CELL}">Product</th><th style="${CELL}">Quantity</th><th style="${CELL}">Unit price</th><th style="${CELL}">Total</th></tr></thead>` +
        `<tbody>${body}</tbody>${foot}</table>`,
    );
  }
  if (letter.details?.length) {
    parts.push(
      `<table style="border-collapse:collapse;margin:0 0 14px">` +
        letter.details
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="padding:2px 12px 2px 0;text-align:left;vertical-align:top">${escapeHtml(label)}</th>` +
              `<td style="padding:2px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('') +
        `</table>`,
    );
  }
  if (letter.quoted) {
    parts.push(
      `<p style="margin:0 0 6px">${escapeHtml(letter.quoted.author)} wrote:</p>` +
        `<blockquote style="margin:0 0 14px;padding:8px 12px;border-left:4px solid #b5452a;background:#f6efe8">` +
        `${escapeHtml(letter.quoted.text).replace(/\n/g, '<br>')}</blockquote>`,
    );
  }
  for (const link of letter.links) {
    parts.push(`<p style="margin:0 0 10px"><a href="${escapeHtml(link.url)}" style="color:#9a3412;font-weight:bold">${escapeHtml(link.label)}</a></p>`);
  }
  parts.push(p(SIGN_OFF));
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#fbf8f4;color:#3b2f2a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto">` +
    `<p style="margin:0 0 18px;font-size:18px;font-weight:bold;color:#9a3412">${escapeHtml(business.name)}</p>` +
    parts.join('') +
    `<p style="margin:24px 0 0;font-size:13px;color:#6b5d55">${escapeHtml(`${business.name}, ${fullAddress}`)}<br>` +
    `${escapeHtml(`${business.phone} · ${business.email}`)}</p>` +
    `</div></body></html>`
  );
}

function mail(key: string, to: string, subject: string, letter: Letter, replyTo?: string): QueuedMail {
  return { key, to, subject, text: asText(letter), html: asHtml(subject, letter), ...(replyTo ? { replyTo } : {}) };
}

const orderItems = (order: MailOrder) => ({
  rows: order.lines.map((line) => ({ product: line.product, quantity: line.quantity, unitPrice: line.unitPrice, total: line.lineTotal })),
  deliveryCharge: order.deliveryCharge,
  total: order.total,
});

/** What a subject names: "12 x Notched Trowel" for one line, "Notched Trowel and 2 more tools" for several. */
function goods(order: MailOrder): string {
  const [first] = order.lines;
  if (!first) return 'your order';
  if (order.lines.length === 1) return `${formatNumber(first.quantity)} x ${first.product}`;
  const more = order.lines.length - 1;
  return `${first.product} and ${more} more ${more === 1 ? 'tool' : 'tools'}`;
}

/** What the customer hears at each step of their order. */
const customerLetters: Record<OrderStep, (order: MailOrder) => { subject: string; paragraphs: string[] }> = {
  pending: (order) => ({
    subject: `We have your order: ${goods(order)}`,
    paragraphs: [
      order.quoteId
        ? 'Thank you for accepting our quote. Your order is placed at the quoted price, and here it is.'
        : 'Thank you for your order. We have set the goods aside for you, and here is what you ordered.',
      'To go ahead, choose how to pay under My Order: online (card, bKash, Nagad, Rocket or internet banking) or cash on delivery. Until then you may still delete it.',
    ],
  }),
  confirmed: (order) => ({
    subject: `Order confirmed, cash on delivery: ${goods(order)}`,
    paragraphs: [
      `Thank you: your order is confirmed. Please have ${formatBDT(order.total)} ready in cash when it arrives; we are getting it ready to send.`,
    ],
  }),
  paid: (order) => ({
    subject: `Payment received: ${goods(order)}`,
    paragraphs: [`Thank you: we have received your payment of ${formatBDT(order.total)} and your order is confirmed. We are getting it ready to send.`],
  }),
  held: (order) => ({
    subject: `We are checking your payment: ${goods(order)}`,
    paragraphs: [
      'The payment gateway asked us to check your payment before we send your order. Our team will look at it within one working day and write to you; you need do nothing now.',
    ],
  }),
  cancelled: (order) => ({
    subject: `Order cancelled: ${goods(order)}`,
    paragraphs: [
      'Your order has been cancelled and its goods are back on sale.',
      order.payment?.status === 'refund_pending'
        ? order.payment.refundDue
          ? `We owe you ${formatBDT(order.total)}: our team will return it to you and let you know.`
          : `Your payment of ${formatBDT(order.total)} is being refunded through the payment gateway to the card or wallet you paid with. We will write again when it is done.`
        : 'You have not been charged for it.',
    ],
  }),
  expired: (order) => ({
    subject: `Order expired unpaid: ${goods(order)}`,
    paragraphs: [
      'Your online payment for this order did not reach us in time, so the order has expired and its goods are back on sale. You have not been charged. You are welcome to order again.',
    ],
  }),
  refund_due: (order) => ({
    subject: `Your payment arrived late: ${goods(order)}`,
    paragraphs: [
      `Your payment of ${formatBDT(order.total)} reached us after the order had expired, and the goods were no longer there. We will refund it in full and write to you when it is done.`,
    ],
  }),
  refunded: (order) => ({
    subject: `Refund made: ${goods(order)}`,
    paragraphs: [
      `We have refunded ${formatBDT(order.total)} for this order. A refund to a card or wallet may take a few working days to show on your statement.`,
    ],
  }),
  shipped: (order) => ({
    subject: `On its way: ${goods(order)}`,
    paragraphs: ['Good news: your order has left our workshop in Tejgaon and is on its way to you.'],
  }),
  delivered: (order) => ({
    subject: `Delivered: ${goods(order)}`,
    paragraphs: [
      'Your order has been delivered. We hope the tools serve you well; if anything is not right, reply to this mail or call us.',
    ],
  }),
};

/** What the team hears, at the steps it must act on or know of. */
const teamLetters: Partial<Record<OrderStep, (order: MailOrder) => { what: string; paragraph: string }>> = {
  pending: (order) => ({
    what: 'New order',
    paragraph: `${order.userName} has placed an order${order.quoteId ? ' from an accepted quote' : ''}. Its stock is set aside; it is not paid yet.`,
  }),
  confirmed: (order) => ({
    what: 'Order confirmed, cash on delivery',
    paragraph: `${order.userName} will pay ${formatBDT(order.total)} in cash on delivery. It is ready to ship under Placed Orders; record the cash there once it is collected.`,
  }),
  paid: (order) => ({ what: 'Order paid', paragraph: `${order.userName} has paid for this order. It is ready to ship under Placed Orders.` }),
  held: (order) => ({
    what: 'Payment held for review',
    paragraph: `The gateway rated ${order.userName}'s payment risky. Accept it or cancel the order (which refunds it) under Payments.`,
  }),
  refund_due: (order) => ({
    what: 'Refund due',
    paragraph: `A payment from ${order.userName} arrived after the order expired and its stock was gone. Refund it under Payments.`,
  }),
};

/**
 * The mails an order's step causes: the customer's at every step, and the team's at the steps it must act on (teamLetters).
 * Keys name the order, the step and the recipient, so a step done twice is mailed once.
 */
export function orderStepMails(order: MailOrder, step: OrderStep): QueuedMail[] {
  const { subject, paragraphs } = customerLetters[step](order);
  const orderNumber = ['Order number', order.id] as [string, string];
  const mails = [
    mail(`order:${order.id}:${step}:customer`, order.email, subject, {
      greeting: `Dear ${order.userName},`,
      paragraphs,
      items: orderItems(order),
      details: [orderNumber, ['Delivery address', order.address]],
      links: [
        { label: 'Your receipt', url: mailLinks.receipt(order.id) },
        { label: 'My Order', url: mailLinks.myOrders() },
      ],
    }),
  ];
  const team = ordersTeamAddress();
  const teamLetter = teamLetters[step]?.(order);
  if (team && teamLetter) {
    const { what, paragraph } = teamLetter;
    mails.push(
      mail(
        `order:${order.id}:${step}:team`,
        team,
        `${what}: ${goods(order)}, ${formatBDT(order.total)}`,
        {
          greeting: 'Hello team,',
          paragraphs: [paragraph],
          items: orderItems(order),
          details: [orderNumber, ['Customer', `${order.userName} <${order.email}>`], ['Phone', order.phone], ['Address', order.address]],
          links: [
            { label: 'Receipt', url: mailLinks.receipt(order.id) },
            { label: 'Placed Orders', url: mailLinks.placedOrders() },
          ],
        },
        order.email,
      ),
    );
  }
  return mails;
}

function quoteItems(quote: MailQuote) {
  return {
    rows: [{ product: quote.product, quantity: quote.quantity, unitPrice: quote.offer?.unitPrice ?? null, total: quote.offer?.total ?? null }],
  };
}

/** The team hears of a new quote request. */
export function quoteRequestedMails(quote: MailQuote): QueuedMail[] {
  const team = ordersTeamAddress();
  if (!team) return [];
  return [
    mail(
      `quote:${quote.id}:requested:team`,
      team,
      `Quote request: ${formatNumber(quote.quantity)} x ${quote.product} from ${quote.userName}`,
      {
        greeting: 'Hello team,',
        paragraphs: [`${quote.userName} asks for a price for more than we have in stock. Please answer with a price, a delivery date and how long the offer stands.`],
        items: quoteItems(quote),
        details: [
          ['Wanted by', formatDate(quote.wantedBy)],
          ['Customer', `${quote.userName} <${quote.email}>`],
          ['Phone', quote.phone],
          ['Address', quote.address],
          ...(quote.note ? ([['Note', quote.note]] as [string, string][]) : []),
        ],
        links: [{ label: 'Answer the quote', url: mailLinks.quote(quote.id) }],
      },
      quote.email,
    ),
  ];
}

/** The customer hears the shop's answer to their quote request. */
export function quoteAnsweredMails(quote: MailQuote): QueuedMail[] {
  const offer = quote.offer;
  if (!offer) return [];
  return [
    mail(
      `quote:${quote.id}:answered:${offer.answeredAt}:customer`,
      quote.email,
      `Your quote: ${formatNumber(quote.quantity)} x ${quote.product} at ${formatBDT(offer.unitPrice)} each`,
      {
        greeting: `Dear ${quote.userName},`,
        paragraphs: [
          'Thank you for asking us. Here is our offer.',
          `Accept it on the quote's page by ${formatDate(offer.validUntil)} and it becomes your order at this price.`,
        ],
        items: quoteItems(quote),
        details: [
          ['Delivery by', formatDate(offer.deliveryBy)],
          ['Offer valid until', formatDate(offer.validUntil)],
        ],
        links: [{ label: 'See and accept the quote', url: mailLinks.quote(quote.id) }],
      },
    ),
  ];
}

/** A new message in a quote's thread goes to the other side: the shop's to the customer, the customer's to the team. */
export function quoteMessageMails(quote: MailQuote, message: MailQuoteMessage): QueuedMail[] {
  const to = message.fromShop ? quote.email : ordersTeamAddress();
  if (!to) return [];
  const subject = `${message.fromShop ? 'A message from us' : `Message from ${quote.userName}`} about the quote for ${formatNumber(quote.quantity)} x ${quote.product}`;
  return [
    mail(
      `quote:${quote.id}:message:${message.id}`,
      to,
      subject,
      {
        greeting: message.fromShop ? `Dear ${quote.userName},` : 'Hello team,',
        paragraphs: [message.fromShop ? 'We have written to you about your quote.' : `${quote.userName} has written about their quote.`],
        items: quoteItems(quote),
        quoted: { author: message.author, text: message.text },
        links: [{ label: "Reply on the quote's page", url: mailLinks.quote(quote.id) }],
      },
      message.fromShop ? undefined : quote.email,
    ),
  ];
}
