import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { ObjectId } from 'mongodb';
import { formatBDT } from '../lib/domain/money';
import { payTexts, payButtonTexts, toasts, adminToasts } from '../lib/texts';
import { customerSessions, setSessionOptions, settleRefund, gatewaySession } from '../test/sslcommerz-control';
import { waitForMail } from '../test/mail-sink';
import { signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, expectToast, rowWith } from './support/dashboard';
import { openPurchase } from './support/shop';

// Paying for an order (docs/payments.md) in a real browser against the production server, with a loopback stand-in of
// SSLCommerz whose page has Success, Fail and Cancel instead of card fields.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin } = fileActors(tag, { admin: ['cashier', 'admin'] });
const gatewayUrl = () => process.env.E2E_GATEWAY_URL!;

async function storedOrder(id: string) {
  return (await testDb()).collection('orders').findOne({ _id: new ObjectId(id) });
}

async function stockOf(toolId: string): Promise<number> {
  return (await (await testDb()).collection('tools').findOne({ _id: new ObjectId(toolId) }))!.stock as number;
}

async function attemptsOf(orderId: string) {
  return (await testDb()).collection('payments').find({ orderId: new ObjectId(orderId) }).sort({ createdAt: 1 }).toArray();
}

/** Buys `quantity` of a new tool through the purchase page; answers the tool and the order's id. */
async function buy(page: Page, { price = 650, quantity = 2, stock = 20 } = {}) {
  const tool = await addToolThroughApi(admin, tag, { price, minimum: 1, stock });
  await openPurchase(page, tool.id);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByLabel('Phone number').fill('01711223344');
  await page.getByLabel('Address').fill(`House 7, Road 3, Dhanmondi, Dhaka ${tag}`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, toasts.orderSaved);
  await expect(page).toHaveURL('/dashboard/myorder');
  const row = rowWith(page, 'order-row', tool.name);
  const orderId = (await row.getAttribute('data-order-id'))!;
  return { tool, orderId, row, total: price * quantity };
}

/** Presses Pay online (in the panel straight after the purchase, or on the order's row) and waits for the gateway. */
async function toGateway(page: Page, product: string) {
  await page.getByRole('button', { name: payButtonTexts.payOnlineLabel(product) }).first().click();
  await page.waitForURL((url) => url.href.startsWith(gatewayUrl()));
  await expect(page.getByRole('heading', { name: 'SSLCOMMERZ test payment' })).toBeVisible();
}

test('pay online: the gateway page, Success, and the order is paid once, with one mail', async ({ page, signedIn }) => {
  const customer = await signedIn({ name: 'Rafiq Hasan' });
  const { tool, orderId, total } = await buy(page, { price: 650, quantity: 3 });
  // Straight after the purchase: both ways to pay, first on the page.
  const offer = page.getByTestId('placed-order-payment');
  await expect(offer.getByRole('heading', { name: payTexts.choiceHeading })).toBeVisible();
  await expect(offer.getByRole('button', { name: payButtonTexts.payOnlineLabel(tool.name) })).toBeVisible();
  await expect(offer.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(tool.name) })).toBeVisible();
  const stockAfterOrder = await stockOf(tool.id);

  await toGateway(page, tool.name);
  // The session was opened by our server for the order's total in BDT, under a transaction id of ours.
  const [session] = await customerSessions(gatewayUrl(), customer.email);
  expect(session!.fields).toMatchObject({ total_amount: total.toFixed(2), currency: 'BDT', cus_email: customer.email });
  expect(session!.fields.ipn_url).toMatch(/\/api\/payments\/sslcommerz\/ipn$/);
  await page.getByRole('button', { name: 'Success' }).click();

  await page.waitForURL(`**/dashboard/orders/${orderId}/payment?result=paid`);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.paid);
  await expect(page.getByTestId('order-payment').getByTestId('payment-status')).toHaveText('Paid');

  const order = await storedOrder(orderId);
  expect(order).toMatchObject({ status: 'confirmed', payment: { method: 'online', status: 'paid', tranId: session!.tranId } });
  const attempts = await attemptsOf(orderId);
  expect(attempts.map((attempt) => [attempt.status, attempt.amount])).toEqual([['paid', total]]);
  expect(attempts[0]!.valId).toBeTruthy();
  expect(await stockOf(tool.id)).toBe(stockAfterOrder);
  await waitForMail(customer.email, (mail) => mail.subject.startsWith('Payment received'));
  // The IPN arrived as well as the browser's return: still one payment, and one mail of it.
  expect((await gatewaySession(gatewayUrl(), session!.tranId)).ipnPosts.map((post) => post.status)).toEqual([200]);
  const mails = (await (await testDb()).collection('outboxmails').find({ key: { $regex: `^order:${orderId}:paid:` } }).toArray()).map((mail) => mail.key);
  expect(mails.filter((key) => key.endsWith(':customer'))).toHaveLength(1);

  await page.goto('/dashboard/myorder');
  await expect(rowWith(page, 'order-row', tool.name).getByTestId('payment-status')).toHaveText('Paid');
  await expect(rowWith(page, 'order-row', tool.name).getByRole('button', { name: payButtonTexts.payOnlineLabel(tool.name) })).toHaveCount(0);
});

test('the IPN after the return: the page says it is confirming, then shows Paid when the gateway tells the server', async ({ page, signedIn }) => {
  const customer = await signedIn();
  const { tool, orderId } = await buy(page);
  await toGateway(page, tool.name);
  const [session] = await customerSessions(gatewayUrl(), customer.email);
  // The return validates by itself, so hold the validation API back until the browser is on our page.
  await setSessionOptions(gatewayUrl(), session!.tranId, { ipn: 'after-return', ipnDelayMs: 2_500, validation: 'down' });
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForURL(`**/dashboard/orders/${orderId}/payment?result=pending`);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.confirming);
  expect((await storedOrder(orderId))?.payment.status).toBe('pending');
  await setSessionOptions(gatewayUrl(), session!.tranId, { validation: 'up' });
  // The IPN comes (2.5 s after the return); the page asks again by itself.
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.paid, { timeout: 20_000 });
  expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual(['paid']);
});

test('a failed payment: the order waits, nothing is charged, and the customer may pay another way', async ({ page, signedIn }) => {
  await signedIn();
  const { tool, orderId } = await buy(page);
  const held = await stockOf(tool.id);
  await toGateway(page, tool.name);
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.waitForURL(`**/dashboard/orders/${orderId}/payment?result=failed`);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.failed);
  await expect(page.getByTestId('order-payment').getByTestId('payment-status')).toHaveText('Payment failed');
  expect(await storedOrder(orderId)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
  expect(await stockOf(tool.id)).toBe(held);
  // Cash on delivery instead, from the same page.
  await page.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(tool.name) }).click();
  await expectToast(page, toasts.orderConfirmed);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.due);
  expect(await storedOrder(orderId)).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' } });
});

test('cancel at the gateway, then pay: two attempts, one payment', async ({ page, signedIn }) => {
  await signedIn();
  const { tool, orderId } = await buy(page);
  await toGateway(page, tool.name);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(`**/dashboard/orders/${orderId}/payment?result=cancelled`);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.cancelled);
  await toGateway(page, tool.name);
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForURL(`**/dashboard/orders/${orderId}/payment?result=paid`);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.paid);
  const attempts = await attemptsOf(orderId);
  expect(attempts.map((attempt) => attempt.status)).toEqual(['cancelled', 'paid']);
  expect(new Set(attempts.map((attempt) => attempt.tranId)).size).toBe(2);
});

test('cash on delivery, then the admin records the cash: Paid only then, and audited', async ({ page, signedIn, browser }) => {
  const customer = await signedIn();
  const { tool, orderId, row, total } = await buy(page, { price: 420, quantity: 5 });
  await row.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(tool.name) }).click();
  await expectToast(page, toasts.orderConfirmed);
  await expect(rowWith(page, 'order-row', tool.name).getByTestId('payment-status')).toHaveText('Due on delivery');
  await expect(rowWith(page, 'order-row', tool.name).getByTestId('order-status')).toHaveText('Confirmed');
  await waitForMail(customer.email, (mail) => mail.subject.startsWith('Order confirmed, cash on delivery'));

  const adminPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  await signIn(adminPage, admin);
  await adminPage.goto('/dashboard/confirmorder');
  const placed = rowWith(adminPage, 'placed-order-row', customer.email);
  await expect(placed.getByTestId('payment-status')).toHaveText('Due on delivery');
  await placed.getByRole('button', { name: `Cash received for ${tool.name} ordered by ${customer.email}` }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Yes, cash received' }).click();
  await expectToast(adminPage, adminToasts.cashRecorded);
  await expect(rowWith(adminPage, 'placed-order-row', customer.email).getByTestId('payment-status')).toHaveText('Paid');
  await adminPage.context().close();

  expect(await storedOrder(orderId)).toMatchObject({ payment: { method: 'cash', status: 'paid' } });
  const audit = await (await testDb()).collection('auditentries').findOne({ action: 'payment.cash_received', 'target.id': orderId });
  expect(audit).toMatchObject({ actor: { email: admin.email }, after: { payment: 'paid', amount: total } });
  await waitForMail(customer.email, (mail) => mail.subject.startsWith('Payment received'));
  await page.reload();
  await expect(rowWith(page, 'order-row', tool.name).getByTestId('payment-status')).toHaveText('Paid');
});

test('refund: the admin cancels a paid online order, the stock goes back once, and the gateway confirms the refund', async ({ page, signedIn, browser }) => {
  const customer = await signedIn();
  const { tool, orderId, total } = await buy(page, { quantity: 4, stock: 30 });
  await toGateway(page, tool.name);
  const [session] = await customerSessions(gatewayUrl(), customer.email);
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForURL(`**/dashboard/orders/${orderId}/payment?result=paid`);
  expect(await stockOf(tool.id)).toBe(26);

  const adminPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  await signIn(adminPage, admin);
  await adminPage.goto('/dashboard/confirmorder');
  await rowWith(adminPage, 'placed-order-row', customer.email)
    .getByRole('button', { name: `Cancel order for ${tool.name} ordered by ${customer.email}` })
    .click();
  await expect(adminPage.getByRole('dialog')).toContainText(`The ${formatBDT(total)} paid online is refunded through the payment gateway.`);
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Yes, cancel order' }).click();
  await expectToast(adminPage, adminToasts.orderCancelled);

  expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' } });
  expect(await stockOf(tool.id)).toBe(30);
  const [attempt] = await attemptsOf(orderId);
  expect(attempt).toMatchObject({ status: 'refund_pending', refund: { state: 'processing' } });
  const refund = (await gatewaySession(gatewayUrl(), session!.tranId)).refunds[0]!;
  expect(refund.amount).toBe(total.toFixed(2));

  // The gateway makes the refund; the server's schedule (every 15 s) hears of it.
  await settleRefund(gatewayUrl(), refund.refundRefId);
  await expect.poll(async () => (await storedOrder(orderId))?.payment.status, { timeout: 45_000, intervals: [1_000] }).toBe('refunded');
  await waitForMail(customer.email, (mail) => mail.subject.startsWith('Refund made'));
  // Pressing again changes nothing: the stock went back once.
  const again = await admin.session.post(`/api/order/${orderId}/refund`);
  expect(again.status()).toBe(409);
  expect(await stockOf(tool.id)).toBe(30);
  await adminPage.goto('/dashboard/payments?status=refunded');
  await expect(adminPage.locator(`[data-testid="payment-row"][data-tran-id="${session!.tranId}"]`)).toBeVisible();
  await adminPage.context().close();
});
