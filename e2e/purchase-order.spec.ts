import { expect, fileActors, fileTag, test } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { refusals, toasts } from '../lib/texts';
import { createAccount, createActor, disposeActors, signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, catalogueCard, expectToast, rowWith } from './support/dashboard';
import { openPurchase } from './support/shop';

// The purchase page (docs/orders.md) in a real browser against the production server.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin } = fileActors(tag, { admin: ['stocker', 'admin'] });

async function ordersOf(email: string) {
  return (await testDb()).collection('orders').find({ email }).toArray();
}

test('the order form: account details read-only, quantity rule word for word, live total, required phone and address, then Order Saved', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(admin, tag, { price: 380, minimum: 10, stock: 40 });
  const customer = await signedIn({ name: 'Nasrin Akter' });
  await openPurchase(page, tool.id);

  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nasrin Akter');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  const quantity = page.getByLabel('Quantity');
  const purchase = page.getByRole('button', { name: 'Purchase' });
  const rule = page.getByText('Error: Minimum order quantity is 10 & maximum quantity is 40', { exact: true });
  await expect(quantity).toHaveValue('10');
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${formatBDT(3800)}`);
  await expect(rule).toBeHidden();
  await expect(purchase).toBeEnabled();

  for (const outside of ['9', '41', '0', '']) {
    await quantity.fill(outside);
    await expect(rule).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(purchase).toBeDisabled();
  }
  await quantity.fill('12');
  await expect(rule).toBeHidden();
  await expect(purchase).toBeEnabled();
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${formatBDT(12 * 380)}`);

  // Phone and address are required: nothing is ordered without them.
  await purchase.click();
  await expect(page.getByTestId('order-phone-error')).toHaveText('Phone is Required');
  await expect(page.getByTestId('order-address-error')).toHaveText('Address is Required');
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-describedby', 'order-phone-error');
  expect(await ordersOf(customer.email)).toHaveLength(0);

  await page.getByLabel('Phone number').fill('01711223344');
  await page.getByLabel('Address').fill(`House 7, Road 3, Dhanmondi, Dhaka ${tag}`);
  await purchase.click();
  await expectToast(page, toasts.orderSaved);
  await expect(page).toHaveURL('/dashboard/myorder');
  const row = rowWith(page, 'order-row', tool.name);
  await expect(row).toContainText(formatBDT(12 * 380));
  await expect(row.getByTestId('order-status')).toHaveText('Pending');

  // One line (orders hold lines, models/Order.ts), priced by the server; a one-tool purchase has no delivery charge.
  const [order] = await ordersOf(customer.email);
  expect(order).toMatchObject({ subtotal: 4560, deliveryCharge: 0, total: 4560, phone: '01711223344' });
  expect(order!.lines).toHaveLength(1);
  expect(String(order!.lines[0].toolId)).toBe(tool.id);
  expect(order!.lines[0]).toMatchObject({ product: tool.name, quantity: 12, unitPrice: 380, lineTotal: 4560, reserved: 12 });
});

test('the stock shown in the catalogue drops after an order and comes back when the order is deleted', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(admin, tag, { price: 150, minimum: 3, stock: 50 });
  await signedIn({ name: 'Stock Watcher' });

  await expect((await catalogueCard(page, tool.name)).getByTestId('tool-stock')).toHaveText('50');

  await openPurchase(page, tool.id);
  await page.getByLabel('Quantity').fill('7');
  await page.getByLabel('Phone number').fill('01811000000');
  await page.getByLabel('Address').fill('Agrabad, Chattogram');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL('/dashboard/myorder');

  await expect((await catalogueCard(page, tool.name)).getByTestId('tool-stock')).toHaveText('43');
  await page.goto(`/purchase/${tool.id}`);
  await expect(page.getByTestId('tool-stock')).toHaveText('43');

  await page.goto('/dashboard/myorder');
  await page.getByRole('button', { name: `Delete order for ${tool.name}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expectToast(page, toasts.orderDeleted);
  await expect(rowWith(page, 'order-row', tool.name)).toHaveCount(0);

  await expect((await catalogueCard(page, tool.name)).getByTestId('tool-stock')).toHaveText('50');
});

test('stock sold to someone else meanwhile: the server refuses (409) on the form, and the page shows what is left', async ({ page }) => {
  const tool = await addToolThroughApi(admin, tag, { price: 900, minimum: 2, stock: 10 });
  const customer = await createAccount({ name: 'Late Buyer' });
  const rival = await createActor(tag, `rival${Math.random().toString(36).slice(2, 6)}`);
  await signIn(page, customer);
  await openPurchase(page, tool.id);
  await page.getByLabel('Quantity').fill('8');
  await page.getByLabel('Phone number').fill('01911000000');
  await page.getByLabel('Address').fill('Zindabazar, Sylhet');

  // Another customer buys 5 of the 10 while this form is open.
  const rivalOrder = await rival.session.post('/api/order', {
    data: { toolId: tool.id, quantity: 5, phone: '01711000000', address: 'Khulna' },
    headers: { connection: 'close' },
  });
  expect(rivalOrder.status()).toBe(201);

  await page.getByRole('button', { name: 'Purchase' }).click();
  const message = 'Error: Minimum order quantity is 2 & maximum quantity is 5';
  await expect(page).toHaveURL(`/purchase/${tool.id}`);
  await expect(page.getByTestId('tool-stock')).toHaveText('5');
  // Said once, under the quantity (the audit's B9: not also in the form's alert).
  await expect(page.getByTestId('order-quantity-error')).toHaveText(message);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('order-refusal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  expect(await ordersOf(customer.email)).toHaveLength(0);

  // Within what is left, the order goes through.
  await page.getByLabel('Quantity').fill('5');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, toasts.orderSaved);
  await expect(page).toHaveURL('/dashboard/myorder');
  await disposeActors(rival);
});

// The audit's B2: the customer pays the price the page showed, or is told the new one (docs/orders.md).
test('a price changed while the page is open: the order is refused naming the new price, and the page shows the new total', async ({ page }) => {
  const tool = await addToolThroughApi(admin, tag, { price: 777, minimum: 1, stock: 50 });
  const customer = await createAccount({ name: 'Careful Buyer' });
  await signIn(page, customer);
  await openPurchase(page, tool.id);
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${formatBDT(1554)}`);
  await page.getByLabel('Phone number').fill('01911000000');
  await page.getByLabel('Address').fill('Kazir Dewri, Chattogram');

  const raised = await admin.session.patch(`/api/tools/${tool.id}`, { data: { price: 900 }, headers: { connection: 'close' } });
  expect(raised.status()).toBe(200);

  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByTestId('order-refusal')).toHaveText(refusals.priceChangedMeanwhile(900));
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${formatBDT(1800)}`);
  await expect(page).toHaveURL(`/purchase/${tool.id}`);
  expect(await ordersOf(customer.email)).toHaveLength(0);
  expect((await (await testDb()).collection('tools').findOne({ name: tool.name }))?.stock).toBe(50);

  // Seen, and ordered at the new price.
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, toasts.orderSaved);
  const [order] = await ordersOf(customer.email);
  expect(order).toMatchObject({ subtotal: 1800, total: 1800 });
  expect(order!.lines).toHaveLength(1);
  expect(order!.lines[0]).toMatchObject({ quantity: 2, unitPrice: 900, lineTotal: 1800 });
});

test("phone and address start from the customer's profile", async ({ page }) => {
  const tool = await addToolThroughApi(admin, tag);
  const customer = await createAccount({ name: 'Profile Buyer' });
  await (await testDb())
    .collection('users')
    .updateOne({ email: customer.email }, { $set: { number: '01555000111', address: 'Shaheb Bazar, Rajshahi' } });
  await signIn(page, customer);
  await page.goto(`/purchase/${tool.id}`);
  await expect(page.getByLabel('Phone number')).toHaveValue('01555000111');
  await expect(page.getByLabel('Address')).toHaveValue('Shaheb Bazar, Rajshahi');
});

test('admins do not buy: the purchase page explains instead of showing the form', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(admin, tag);
  await signedIn({ name: 'Admin Browser', role: 'admin' });
  await page.goto(`/purchase/${tool.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await expect(page.getByTestId('admin-cannot-buy')).toContainText('Admins cannot place orders');
  await expect(page.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
  await expect(page.getByLabel('Quantity')).toHaveCount(0);
});

test('an unknown tool is a 404 page', async ({ page, signedIn }) => {
  await signedIn();
  const response = await page.goto('/purchase/0123456789abcdef01234567');
  expect(response?.status()).toBe(404);
});
