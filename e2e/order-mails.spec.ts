import { expect, fileActors, fileTag, test } from './support/fixtures';
import { formatDate } from '../lib/domain/dates';
import { formatBDT } from '../lib/domain/money';
import { payButtonTexts, toasts, adminToasts } from '../lib/texts';
import { mailsTo, waitForMail, type ReceivedMail } from '../test/mail-sink';
import { signedInPerson } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, expectToast, rowWith } from './support/dashboard';
import { openPurchase } from './support/shop';
import { E2E_BASE_URL, E2E_ORDERS_EMAIL } from './support/stack';

// An order that talks (docs/orders.md, "Mails"): one mail to the customer at each step, two to the team, each once.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { stocker } = fileActors(tag, { stocker: ['mailstock', 'admin'] });

/** Waits a little longer than the outbox needs, so that a mail sent twice would have arrived twice. */
async function settled<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return read();
}

test('place, confirm (cash on delivery), ship, deliver, cash received: five mails to the customer and three to the team, each once, with the total; timelines on both sides', async ({
  browser,
}) => {
  // Five steps by two people, and the wait that proves no mail comes twice.
  test.setTimeout(90_000);
  const tool = await addToolThroughApi(stocker, tag, { price: 380, minimum: 10, stock: 40 });
  const { account: customer, page: customerPage } = await signedInPerson(browser, { name: 'Nasrin Akter' });
  const { account: dispatcher, page: adminPage } = await signedInPerson(browser, { name: 'Dispatcher', role: 'admin' });

  // Placed, on the purchase page.
  await openPurchase(customerPage, tool.id);
  await customerPage.getByLabel('Quantity').fill('12');
  await customerPage.getByLabel('Phone number').fill('01711223344');
  await customerPage.getByLabel('Address').fill(`House 7, Road 3, Dhanmondi, Dhaka ${tag}`);
  await customerPage.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(customerPage, toasts.orderSaved);
  const order = await (await testDb()).collection('orders').findOne({ email: customer.email });
  expect(order).toBeTruthy();
  const orderId = order!._id.toHexString();
  const total = formatBDT(12 * 380);

  // Confirmed with cash on delivery, on My Order (its row: the panel straight after the purchase offers the same).
  await rowWith(customerPage, 'order-row', tool.name).getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(tool.name) }).click();
  await expectToast(customerPage, toasts.orderConfirmed);

  // Shipped and delivered, on Placed Orders.
  await adminPage.goto(`/dashboard/confirmorder?customer=${encodeURIComponent(customer.email)}`);
  for (const [action, toastText] of [
    ['Mark shipped', adminToasts.orderShipped],
    ['Mark delivered', adminToasts.orderDelivered],
  ] as const) {
    await adminPage.getByRole('button', { name: `${action}: ${tool.name} for ${customer.email}` }).click();
    await expectToast(adminPage, toastText);
  }
  // Paid only when the cash collected on delivery is recorded, on Placed Orders.
  await adminPage.getByRole('button', { name: `Cash received for ${tool.name} ordered by ${customer.email}` }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Yes, cash received' }).click();
  await expectToast(adminPage, adminToasts.cashRecorded);

  // The customer's five mails, in order, each once.
  await waitForMail(customer.email, (mail) => mail.subject.startsWith('Payment received:'), 15_000);
  const customerMails = await settled(() => mailsTo(customer.email), 5);
  expect(customerMails.map((mail) => mail.subject)).toEqual([
    `We have your order: 12 x ${tool.name}`,
    `Order confirmed, cash on delivery: 12 x ${tool.name}`,
    `On its way: 12 x ${tool.name}`,
    `Delivered: 12 x ${tool.name}`,
    `Payment received: 12 x ${tool.name}`,
  ]);
  const receiptLink = `${E2E_BASE_URL}/dashboard/orders/${orderId}/receipt`;
  for (const mail of customerMails) {
    expect(mail.text).toContain('Dear Nasrin Akter,');
    expect(mail.text).toContain(`Total:      ${total}`);
    expect(mail.text).toContain(`Unit price: ${formatBDT(380)}`);
    expect(mail.text).toContain(receiptLink);
    expect(mail.html).toContain(`href="${receiptLink}"`);
    expect(mail.html).toContain(total);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{40}@mrittika\.test>$/);
  }
  expect(new Set(customerMails.map((mail) => mail.messageId)).size).toBe(5);

  // The team's three, each once: placed, confirmed (cash on delivery) and paid, with the customer to reply to.
  const teamMails = await settled(async () => (await mailsTo(E2E_ORDERS_EMAIL)).filter((mail: ReceivedMail) => mail.text.includes(orderId)), 3);
  expect(teamMails.map((mail) => mail.subject)).toEqual([
    `New order: 12 x ${tool.name}, ${total}`,
    `Order confirmed, cash on delivery: 12 x ${tool.name}, ${total}`,
    `Order paid: 12 x ${tool.name}, ${total}`,
  ]);
  for (const mail of teamMails) {
    expect(mail.replyTo).toBe(customer.email);
    expect(mail.text).toContain('Phone: 01711223344');
  }

  // The timeline: the customer sees each step's date; the admin also sees who took it.
  const today = formatDate(new Date().toISOString());
  await customerPage.goto('/dashboard/myorder');
  const myRow = rowWith(customerPage, 'order-row', tool.name);
  await expect(myRow.getByTestId('timeline-step')).toHaveText([
    `Placed ${today}`,
    `Confirmed ${today}`,
    `Shipped ${today}`,
    `Delivered ${today}`,
    `Paid ${today}`,
  ]);
  await adminPage.reload();
  const placedRow = rowWith(adminPage, 'placed-order-row', tool.name);
  await expect(placedRow.getByTestId('timeline-step')).toHaveText([
    `Placed ${today} by ${customer.email}`,
    `Confirmed ${today} by ${customer.email}`,
    `Shipped ${today} by ${dispatcher.email}`,
    `Delivered ${today} by ${dispatcher.email}`,
    `Paid ${today} by ${dispatcher.email}`,
  ]);
  await Promise.all([customerPage.context().close(), adminPage.context().close()]);
});
