import { expect, fileTag, pageHydrated, test } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { payButtonTexts, toasts, adminToasts } from '../lib/texts';
import { createAccount, signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { insertConfirmedOrder, insertOrder, insertTool, readTool } from './support/records';
import { expectToast, rowWith } from './support/dashboard';

// My Order (customers) and Placed Orders (admins): docs/orders.md.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();

/** A customer with one pending order for each of `count` tools of their own. */
async function customerWithOrders(count: number, name = 'Order Keeper') {
  const customer = await createAccount({ name });
  const tools = await Promise.all(
    Array.from({ length: count }, (_, index) => insertTool(tag, { name: `Order Float ${tag} ${index} ${customer.email.slice(4, 14)}`, price: 200 + index })),
  );
  const orders = [];
  for (const tool of tools) orders.push(await insertOrder(tool, customer.email, { quantity: 3 }));
  return { customer, tools, orders };
}

test('each order has its own state: confirming one leaves the others to act on (the spec\'s shared flag was a bug)', async ({ page }) => {
  const { customer, tools } = await customerWithOrders(3);
  await signIn(page, customer);
  await page.goto('/dashboard/myorder');
  await expect(page.getByRole('table')).toBeVisible();
  for (const tool of tools) {
    const row = rowWith(page, 'order-row', tool.name);
    await expect(row).toContainText(formatBDT(3 * tool.price));
    await expect(row.getByTestId('order-status')).toHaveText('Pending');
  }

  const [first, second, third] = tools as [(typeof tools)[0], (typeof tools)[0], (typeof tools)[0]];
  await page.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(first.name) }).click();
  await expectToast(page, toasts.orderConfirmed);
  const firstRow = rowWith(page, 'order-row', first.name);
  // Confirmed with cash on delivery: the money is due, not paid.
  await expect(firstRow.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(firstRow.getByTestId('payment-status')).toHaveText('Due on delivery');
  await expect(firstRow.getByRole('button')).toHaveCount(0);
  await expect(firstRow.getByTestId('order-status')).toBeFocused();

  for (const other of [second, third]) {
    await expect(page.getByRole('button', { name: payButtonTexts.payOnlineLabel(other.name) })).toBeEnabled();
    await expect(page.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(other.name) })).toBeEnabled();
    await expect(page.getByRole('button', { name: `Delete order for ${other.name}` })).toBeEnabled();
  }
  await page.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(third.name) }).click();
  await expect(rowWith(page, 'order-row', third.name).getByTestId('order-status')).toHaveText('Confirmed');
  await expect(rowWith(page, 'order-row', second.name).getByTestId('order-status')).toHaveText('Pending');
  await expect(rowWith(page, 'order-row', second.name).getByTestId('payment-status')).toHaveText('Unpaid');

  const db = await testDb();
  const confirmed = await db.collection('orders').find({ email: customer.email, status: 'confirmed' }).toArray();
  // Each order holds one line (models/Order.ts): its tool's name is the line's.
  expect(confirmed.map((order) => order.lines.map((line: { product: string }) => line.product)).sort()).toEqual([[first.name], [third.name]].sort());
  expect(confirmed.map((order) => order.payment)).toEqual([
    expect.objectContaining({ method: 'cash', status: 'due' }),
    expect.objectContaining({ method: 'cash', status: 'due' }),
  ]);
  await page.reload();
  await expect(rowWith(page, 'order-row', first.name).getByTestId('order-status')).toHaveText('Confirmed');
  await expect(rowWith(page, 'order-row', first.name).getByTestId('payment-status')).toHaveText('Due on delivery');
});

test('Delete asks "Are you sure?" in a modal; Cancel and Escape keep the order, Yes deletes it and gives the stock back', async ({ page }) => {
  const { customer, tools } = await customerWithOrders(1, 'Careful Deleter');
  const tool = tools[0]!;
  const stockBefore = (await readTool(tool._id))?.stock;
  await signIn(page, customer);
  await page.goto('/dashboard/myorder');

  const deleteButton = page.getByRole('button', { name: `Delete order for ${tool.name}` });
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, 'order-row', tool.name)).toHaveCount(1);
  expect(await (await testDb()).collection('orders').countDocuments({ email: customer.email })).toBe(1);

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expectToast(page, toasts.orderDeleted);
  await expect(rowWith(page, 'order-row', tool.name)).toHaveCount(0);
  await expect(page.getByTestId('no-orders')).toContainText('You have no orders yet.');
  expect(await (await testDb()).collection('orders').countDocuments({ email: customer.email })).toBe(0);
  expect((await readTool(tool._id))?.stock).toBe(stockBefore! + 3);
});

test('the admin moves a confirmed order on (confirmed, shipped, delivered), records the cash, and the customer sees each status', async ({ browser }) => {
  const { customer, tools } = await customerWithOrders(1, 'Waiting Customer');
  const tool = tools[0]!;
  const shopAdmin = await createAccount({ name: 'Dispatcher', role: 'admin' });
  const customerPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  const adminPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();

  await signIn(customerPage, customer);
  await customerPage.goto('/dashboard/myorder');
  await customerPage.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(tool.name) }).click();
  await expect(rowWith(customerPage, 'order-row', tool.name).getByTestId('order-status')).toHaveText('Confirmed');

  await signIn(adminPage, shopAdmin);
  // With thousands of orders, the admin finds this customer's by their e-mail.
  await adminPage.goto('/dashboard/confirmorder');
  await adminPage.getByLabel("Customer's e-mail").fill(customer.email);
  await adminPage.getByRole('button', { name: 'Show their orders' }).click();
  await expect(adminPage).toHaveURL(`/dashboard/confirmorder?customer=${encodeURIComponent(customer.email)}`);
  // The filter is a plain GET form: a new page, whose buttons work once it has hydrated.
  await pageHydrated(adminPage);
  const placed = rowWith(adminPage, 'placed-order-row', tool.name);
  await expect(placed).toContainText(customer.email);
  await expect(placed).toContainText(formatBDT(3 * tool.price));
  await expect(placed).toContainText('House 1, Road 2, Dhaka');
  await expect(placed).toContainText('01711000000');
  await expect(placed.getByTestId('placed-order-status')).toHaveText('Confirmed');
  await expect(placed.getByTestId('payment-status')).toHaveText('Due on delivery');
  await expect(placed.getByTestId('placed-order-method')).toHaveText('Cash on delivery');

  const steps = [
    ['Mark shipped', 'Shipped', adminToasts.orderShipped],
    ['Mark delivered', 'Delivered', adminToasts.orderDelivered],
  ] as const;
  for (const [action, status, toastText] of steps) {
    await adminPage.getByRole('button', { name: `${action}: ${tool.name} for ${customer.email}` }).click();
    await expectToast(adminPage, toastText);
    await expect(placed.getByTestId('placed-order-status')).toHaveText(status);
    await customerPage.reload();
    await expect(rowWith(customerPage, 'order-row', tool.name).getByTestId('order-status')).toHaveText(status);
    await expect(rowWith(customerPage, 'order-row', tool.name).getByRole('button')).toHaveCount(0);
  }
  // Delivered, the cash is collected: the admin records it, and only then is the order paid.
  await expect(placed.getByTestId('payment-status')).toHaveText('Due on delivery');
  await placed.getByRole('button', { name: `Cash received for ${tool.name} ordered by ${customer.email}` }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Yes, cash received' }).click();
  await expectToast(adminPage, adminToasts.cashRecorded);
  await expect(placed.getByTestId('payment-status')).toHaveText('Paid');
  await expect(placed.getByTestId('placed-order-status')).toHaveText('Delivered');
  await expect(placed.getByRole('button')).toHaveCount(0);
  await customerPage.reload();
  await expect(rowWith(customerPage, 'order-row', tool.name).getByTestId('payment-status')).toHaveText('Paid');
  const order = await (await testDb()).collection('orders').findOne({ email: customer.email });
  expect(order?.status).toBe('delivered');
  expect(order?.payment).toMatchObject({ method: 'cash', status: 'paid' });
  expect(order?.timeline.map((event: { status: string }) => event.status)).toEqual(['pending', 'confirmed', 'shipped', 'delivered', 'paid']);
  await Promise.all([customerPage.context().close(), adminPage.context().close()]);
});

test("a customer's My Order shows only their own orders, and says so when there are none", async ({ page, signedIn }) => {
  const { tools } = await customerWithOrders(1, 'Someone Else');
  await signedIn({ name: 'Newcomer' });
  await page.goto('/dashboard/myorder');
  await expect(page.getByTestId('no-orders')).toContainText('You have no orders yet.');
  await expect(page.getByText(tools[0]!.name)).toHaveCount(0);
});

test('an order that was confirmed meanwhile cannot be deleted: the server says why', async ({ page }) => {
  const { customer, orders, tools } = await customerWithOrders(1, 'Two Tabs Buyer');
  await signIn(page, customer);
  await page.goto('/dashboard/myorder');
  // Confirmed with cash on delivery in another tab (straight in the database here) while this page still offers Delete.
  await insertConfirmedOrder(orders[0]!);
  await page.getByRole('button', { name: `Delete order for ${tools[0]!.name}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expectToast(page, 'This order is confirmed and can no longer be deleted.');
  await expect(rowWith(page, 'order-row', tools[0]!.name).getByTestId('order-status')).toHaveText('Confirmed');
  expect(await (await testDb()).collection('orders').countDocuments({ email: customer.email })).toBe(1);
});
