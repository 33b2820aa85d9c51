import { expect, fileTag, test, type Page } from './support/fixtures';
import { formatDate } from '../lib/domain/dates';
import { formatBDT } from '../lib/domain/money';
import { business, fullAddress } from '../lib/domain/site';
import { createAccount, signIn } from './support/accounts';
import { uniqueIp } from './support/database';
import { insertConfirmedOrder, insertOrder, insertTool } from './support/records';
import { rowWith } from './support/dashboard';

// A printable receipt (docs/orders.md, "Receipts"): for the order's customer and admins, 404 to anyone else.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();

/**
 * A customer with one order of 25 units at BDT 1,240, confirmed with cash on delivery and its cash recorded (or, with
 * `paid: false`, still due).
 */
async function paidOrder({ paid = true } = {}) {
  const customer = await createAccount({ name: 'Receipt Keeper' });
  const tool = await insertTool(tag, { name: `Receipt Level ${tag} ${customer.email.slice(4, 12)}`, price: 1240, minimum: 5 });
  const order = await insertConfirmedOrder(await insertOrder(tool, customer.email, { quantity: 25 }), 'confirmed', { paid });
  return { customer, tool, order, receipt: `/dashboard/orders/${order._id.toHexString()}/receipt` };
}

/** The pages of the PDF Chromium prints for the page (A4), counted from the page tree. */
async function a4PageCount(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

test("the customer's receipt: shop, order number, goods, unit price and total in BDT, status and dates, printed on one A4 page", async ({ page }) => {
  const { customer, tool, order, receipt } = await paidOrder();
  await signIn(page, customer);
  await page.goto('/dashboard/myorder');
  await rowWith(page, 'order-row', tool.name).getByRole('link', { name: `Receipt for ${tool.name}` }).click();
  await expect(page).toHaveURL(receipt);

  const sheet = page.getByTestId('receipt');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Receipt');
  await expect(page.getByTestId('receipt-shop')).toContainText(fullAddress);
  await expect(page.getByTestId('receipt-shop')).toContainText(business.phone);
  await expect(page.getByTestId('receipt-number')).toHaveText(order._id.toHexString());
  await expect(page.getByTestId('receipt-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('receipt-payment')).toHaveText('Paid (Cash on delivery)');
  await expect(page.getByTestId('receipt-customer')).toContainText('House 1, Road 2, Dhaka');
  const items = page.getByTestId('receipt-items');
  await expect(items.getByRole('row', { name: new RegExp(tool.name) })).toContainText(['25', formatBDT(1240), formatBDT(31_000)].join(''));
  await expect(page.getByTestId('receipt-total')).toHaveText(formatBDT(31_000));
  const day = formatDate(order.createdAt.toISOString());
  await expect(sheet.getByTestId('timeline-step')).toHaveText([`Placed ${day}`, /^Confirmed \d{1,2} \w{3} \d{4}$/, /^Paid \d{1,2} \w{3} \d{4}$/]);

  // Printed: the site's header, footer and menus are gone, and the receipt fits one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(sheet).toBeVisible();
  expect(await a4PageCount(page)).toBe(1);
});

test("another customer asking for the receipt gets the 404 page, with nothing of the order; an admin gets it, with who took each step", async ({
  browser,
}) => {
  const { customer, tool, receipt } = await paidOrder();
  const stranger = await createAccount({ name: 'Nosy Neighbour' });
  const strangerPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  await signIn(strangerPage, stranger);
  const refused = await strangerPage.goto(receipt);
  expect(refused?.status()).toBe(404);
  await expect(strangerPage.getByRole('heading', { name: 'OOps !! 404 Not Found!' })).toBeVisible();
  await expect(strangerPage.getByText(tool.name)).toHaveCount(0);
  await expect(strangerPage.getByText(customer.email)).toHaveCount(0);
  // The same answer as for an order that does not exist.
  expect((await strangerPage.goto('/dashboard/orders/0123456789abcdef01234567/receipt'))?.status()).toBe(404);

  const admin = await createAccount({ name: 'Receipt Admin', role: 'admin' });
  const adminPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  await signIn(adminPage, admin);
  await adminPage.goto(`/dashboard/confirmorder?customer=${encodeURIComponent(customer.email)}`);
  await rowWith(adminPage, 'placed-order-row', tool.name).getByRole('link', { name: `Receipt: ${tool.name} for ${customer.email}` }).click();
  await expect(adminPage).toHaveURL(receipt);
  await expect(adminPage.getByTestId('receipt-total')).toHaveText(formatBDT(31_000));
  await expect(adminPage.getByTestId('receipt').getByTestId('timeline-step').filter({ hasText: /^Confirmed / })).toContainText(`by ${customer.email}`);
  await Promise.all([strangerPage.context().close(), adminPage.context().close()]);
});

test('an order whose cash is still due prints as an order confirmation, not a receipt', async ({ page }) => {
  const { customer, receipt } = await paidOrder({ paid: false });
  await signIn(page, customer);
  await page.goto(receipt);
  await expect(page.getByTestId('receipt').getByRole('heading', { level: 1 })).toHaveText('Order confirmation');
  await expect(page.getByTestId('receipt-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('receipt-payment')).toHaveText('Due on delivery (Cash on delivery)');
  await expect(page.getByTestId('receipt').getByTestId('timeline-step').filter({ hasText: /^Paid / })).toHaveCount(0);
});

test('signed out, the receipt asks for a login first', async ({ page }) => {
  const { receipt } = await paidOrder();
  await page.goto(receipt);
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(receipt)}`);
});
