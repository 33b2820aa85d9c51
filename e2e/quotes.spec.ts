import { expect, fileActors, fileTag, test } from './support/fixtures';
import mongoose from 'mongoose';
import { shopDayKey, formatDate } from '../lib/domain/dates';
import { formatBDT } from '../lib/domain/money';
import { formatNumber } from '../lib/domain/numbers';
import { refusals, toasts } from '../lib/texts';
import { waitForMail } from '../test/mail-sink';
import { createAccount, signIn, signedInPerson } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, expectToast, rowWith } from './support/dashboard';
import { insertQuote } from './support/records';
import { openPurchase } from './support/shop';
import { E2E_BASE_URL, E2E_ORDERS_EMAIL } from './support/stack';

// Quotes for quantities beyond the stock (docs/orders.md, "Quotes"), in a real browser, with the mails from the sink.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { stocker } = fileActors(tag, { stocker: ['quotestock', 'admin'] });

const inDays = (days: number) => shopDayKey(new Date(Date.now() + days * 86_400_000));

async function quotesOf(email: string) {
  return (await testDb()).collection('quotes').find({ email }).toArray();
}

async function ordersOf(email: string) {
  return (await testDb()).collection('orders').find({ email }).toArray();
}

test('a quote travels from request to answer to messages to one order at the quoted price', async ({ browser }) => {
  // The whole journey, two people and five mails: longer than one page's test.
  test.setTimeout(120_000);
  // Quantities are shown grouped, as prices are: "2,000".
  const wanted = formatNumber(2000);
  const tool = await addToolThroughApi(stocker, tag, { price: 500, minimum: 10, stock: 40 });
  const { account: customer, page: customerPage } = await signedInPerson(browser, { name: 'Rahim Builders' });
  const { page: adminPage } = await signedInPerson(browser, { name: 'Pricing Desk', role: 'admin' });

  // Beyond the stock, the purchase page still refuses to sell, and offers a quote.
  await openPurchase(customerPage, tool.id);
  const quantity = customerPage.getByLabel('Quantity', { exact: true });
  await quantity.fill('25');
  await expect(customerPage.getByTestId('quote-offer')).toHaveCount(0);
  await quantity.fill('2000');
  await expect(customerPage.getByText('Error: Minimum order quantity is 10 & maximum quantity is 40', { exact: true })).toBeVisible();
  await expect(customerPage.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  await expect(customerPage.getByTestId('quote-offer')).toContainText('We have 40 in stock. For 2,000, ask us for a quote');
  await customerPage.getByRole('button', { name: 'Request a quote' }).click();

  const form = customerPage.getByTestId('quote-form');
  await expect(form.getByLabel('Quantity')).toHaveValue('2000');
  await expect(form.getByLabel('Wanted by')).toBeFocused();
  // Bad input: clear messages, nothing saved.
  await form.getByLabel('Phone number').fill('');
  await form.getByRole('button', { name: 'Send quote request' }).click();
  await expect(customerPage.getByTestId('quote-wanted-by-error')).toHaveText('Wanted by is Required');
  await expect(customerPage.getByTestId('quote-phone-error')).toHaveText('Phone is Required');
  await form.getByLabel('Wanted by').fill(inDays(-2));
  await form.getByLabel('Phone number').fill('01711000000');
  await form.getByLabel('Delivery address').fill(`Site 4, Purbachal, Dhaka ${tag}`);
  await form.getByRole('button', { name: 'Send quote request' }).click();
  await expect(customerPage.getByTestId('quote-wanted-by-error')).toHaveText('Wanted by cannot be in the past');
  expect(await quotesOf(customer.email)).toHaveLength(0);

  const wantedBy = inDays(30);
  await form.getByLabel('Wanted by').fill(wantedBy);
  await form.getByLabel('Note (optional)').fill('Two lots, please.');
  await form.getByRole('button', { name: 'Send quote request' }).click();
  await expectToast(customerPage, toasts.quoteRequested);
  await expect(customerPage).toHaveURL(/\/dashboard\/quotes\/[0-9a-f]{24}$/);
  const quoteUrl = new URL(customerPage.url()).pathname;
  const quoteId = quoteUrl.split('/').at(-1)!;
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(`Quote: ${wanted} x ${tool.name}`);
  await expect(customerPage.getByTestId('quote-state').filter({ visible: true })).toHaveText('Awaiting our answer');
  await expect(customerPage.getByTestId('quote-request')).toContainText(formatDate(`${wantedBy}T12:00:00+06:00`));

  const request = await waitForMail(E2E_ORDERS_EMAIL, (mail) => mail.text.includes(`${E2E_BASE_URL}/dashboard/quotes/${quoteId}`));
  expect(request.subject).toBe(`Quote request: ${wanted} x ${tool.name} from Rahim Builders`);
  expect(request.text).toContain('Note: Two lots, please.');
  expect(request.replyTo).toBe(customer.email);

  // The admin finds it under Quote Requests and answers it.
  await adminPage.goto('/dashboard/quoterequests?status=requested');
  await rowWith(adminPage, 'quote-row', tool.name).getByRole('link', { name: `Open the quote for ${wanted} x ${tool.name}` }).click();
  await expect(adminPage).toHaveURL(quoteUrl);
  const answer = adminPage.getByTestId('quote-answer-form');
  await answer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(adminPage.getByTestId('answer-unit-price-error')).toHaveText('Unit price is Required');
  await answer.getByLabel('Unit price (BDT)').fill('420');
  await expect(adminPage.getByTestId('answer-total')).toHaveText(`Total for ${wanted}: ${formatBDT(840_000)}`);
  await answer.getByLabel('Delivery date').fill(inDays(20));
  await answer.getByLabel('Valid until').fill(inDays(7));
  await answer.getByRole('button', { name: 'Send the offer' }).click();
  await expectToast(adminPage, toasts.quoteAnswered);
  await expect(adminPage.getByTestId('quote-state').filter({ visible: true })).toHaveText('Answered');
  await expect(adminPage.getByTestId('quote-answer-form')).toHaveCount(0);

  const offerMail = await waitForMail(customer.email, (mail) => mail.subject.startsWith('Your quote:'));
  expect(offerMail.subject).toBe(`Your quote: ${wanted} x ${tool.name} at ${formatBDT(420)} each`);
  expect(offerMail.text).toContain(`Total:      ${formatBDT(840_000)}`);
  expect(offerMail.text).toContain(`Offer valid until: ${formatDate(`${inDays(7)}T12:00:00+06:00`)}`);
  expect(offerMail.html).toContain(`href="${E2E_BASE_URL}/dashboard/quotes/${quoteId}"`);

  // Either side writes; the other side is mailed.
  await customerPage.reload();
  await expect(customerPage.getByTestId('offer-total')).toHaveText(formatBDT(840_000));
  await customerPage.getByLabel('Your message').fill('Can the second lot come a week later?');
  await customerPage.getByRole('button', { name: 'Send message' }).click();
  await expectToast(customerPage, toasts.quoteMessageSent);
  await waitForMail(E2E_ORDERS_EMAIL, (mail) => mail.text.includes('> Can the second lot come a week later?'));
  await adminPage.reload();
  await expect(adminPage.getByTestId('quote-message')).toHaveText([/Rahim Builders.*Can the second lot come a week later\?/s]);
  await adminPage.getByLabel('Your message').fill('Yes, 1,000 now and 1,000 a week later.');
  await adminPage.getByRole('button', { name: 'Send message' }).click();
  await expectToast(adminPage, toasts.quoteMessageSent);
  const reply = await waitForMail(customer.email, (mail) => mail.text.includes('> Yes, 1,000 now and 1,000 a week later.'));
  expect(reply.subject).toBe(`A message from us about the quote for ${wanted} x ${tool.name}`);
  await customerPage.reload();
  await expect(customerPage.getByTestId('quote-message').last()).toContainText('Mrittika Ceramic Tools');

  // Accepted with a double click: one order, at the quoted price.
  await customerPage.getByRole('button', { name: `Accept the offer: ${wanted} x ${tool.name} for ${formatBDT(840_000)}` }).dblclick();
  await expectToast(customerPage, toasts.quoteAccepted);
  await expect(customerPage).toHaveURL('/dashboard/myorder');
  const row = rowWith(customerPage, 'order-row', tool.name);
  await expect(row).toContainText(formatBDT(840_000));
  await expect(row.getByTestId('order-status')).toHaveText('Pending');

  // A repeated request answers the same order.
  const again = await customerPage.request.post(`/api/quotes/${quoteId}/accept`);
  expect(again.status()).toBe(200);
  const orders = await ordersOf(customer.email);
  expect(orders).toHaveLength(1);
  expect(await again.json()).toEqual({ acknowledged: true, orderId: orders[0]!._id.toHexString(), created: false });
  // One line at the quoted price (orders hold lines, models/Order.ts); beyond the stock, it reserved none.
  expect(orders[0]).toMatchObject({ subtotal: 840_000, deliveryCharge: 0, total: 840_000 });
  expect(orders[0]!.lines).toHaveLength(1);
  expect(String(orders[0]!.lines[0].toolId)).toBe(tool.id);
  expect(orders[0]!.lines[0]).toMatchObject({ product: tool.name, quantity: 2000, unitPrice: 420, lineTotal: 840_000, reserved: 0 });
  const placed = await waitForMail(customer.email, (mail) => mail.subject === `We have your order: ${wanted} x ${tool.name}`);
  expect(placed.text).toContain('Thank you for accepting our quote.');

  await customerPage.goto(quoteUrl);
  await expect(customerPage.getByTestId('quote-state').filter({ visible: true })).toHaveText('Accepted');
  await expect(customerPage.getByTestId('quote-accepted')).toContainText(orders[0]!._id.toHexString());
  await expect(customerPage.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  await customerPage.goto('/dashboard/quotes');
  await expect(rowWith(customerPage, 'quote-row', tool.name).getByTestId('quote-state')).toHaveText('Accepted');
  await Promise.all([customerPage.context().close(), adminPage.context().close()]);
});

test('an expired offer cannot be accepted, from the page or the API; another customer cannot see the quote', async ({ browser, page }) => {
  const tool = await addToolThroughApi(stocker, tag, { price: 300, minimum: 5, stock: 10 });
  const customer = await createAccount({ name: 'Late Accepter' });
  const now = new Date();
  const quoteId = await insertQuote({ _id: new mongoose.mongo.ObjectId(tool.id), name: tool.name }, customer, {
    status: 'answered',
    offer: {
      unitPrice: 280,
      total: 140_000,
      deliveryBy: new Date(now.getTime() + 10 * 86_400_000),
      validUntil: new Date(now.getTime() - 60_000),
      answeredAt: new Date(now.getTime() - 8 * 86_400_000),
      answeredBy: 'someone@mrittika.test',
    },
    createdAt: new Date(now.getTime() - 9 * 86_400_000),
  });
  const quoteUrl = `/dashboard/quotes/${quoteId}`;

  await signIn(page, customer);
  await page.goto(quoteUrl);
  await expect(page.getByTestId('quote-state').filter({ visible: true })).toHaveText('Expired');
  await expect(page.getByTestId('offer-expired')).toContainText('This offer has expired and can no longer be accepted.');
  await expect(page.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  const refused = await page.request.post(`/api/quotes/${quoteId}/accept`);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: refusals.quoteExpired });
  expect(await ordersOf(customer.email)).toHaveLength(0);

  const { page: strangerPage } = await signedInPerson(browser, { name: 'Other Contractor' });
  expect((await strangerPage.goto(quoteUrl))?.status()).toBe(404);
  await expect(strangerPage.getByText(tool.name)).toHaveCount(0);
  expect((await strangerPage.request.post(`/api/quotes/${quoteId}/accept`)).status()).toBe(404);
  await strangerPage.context().close();
});
