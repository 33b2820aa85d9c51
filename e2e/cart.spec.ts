import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { cartTexts, fieldMessages, toasts } from '../lib/texts';
import { signIn, submitLoginForm } from './support/accounts';
import { uniqueIp } from './support/database';
import { addToolThroughApi, catalogueCard, expectToast, type ShopTool } from './support/dashboard';

// The cart (docs/shop.md, "The cart"): a visitor's in their browser, a customer's on the server, merged at sign-in.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin, buyer } = fileActors(tag, { admin: ['cart-stocker', 'admin'], buyer: ['cart-buyer'] });

/** Cart (n) in the top navigation. */
const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-link');

/** What the browser keeps of a visitor's cart: tools and quantities, no prices. */
async function browserCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('mrittika-cart') ?? 'null'));
}

test('a visitor fills a cart from a card and a tool page and edits it; signing in merges it into the account, on every device', async ({ page, browser }) => {
  const [trowel, cutter, spacers, float] = await Promise.all([
    addToolThroughApi(admin, tag, { name: `Cart Trowel ${tag}`, price: 450, minimum: 2, stock: 40 }),
    addToolThroughApi(admin, tag, { name: `Cart Cutter ${tag}`, price: 3200, minimum: 1, stock: 5 }),
    addToolThroughApi(admin, tag, { name: `Cart Spacers ${tag}`, price: 120, minimum: 10, stock: 500 }),
    addToolThroughApi(admin, tag, { name: `Cart Float ${tag}`, price: 380, minimum: 1, stock: 20 }),
  ]);
  // The account already holds a float, put in its cart from another device.
  expect((await buyer.session.put(`/api/cart/lines/${float.id}`, { data: { quantity: 2 } })).status()).toBe(200);

  // A card adds the tool's minimum order.
  let card = await catalogueCard(page, trowel.name);
  await expect(cartLink(page)).toHaveText('Cart (0)');
  await card.getByRole('button', { name: cartTexts.addLabel(trowel.name) }).click();
  await expectToast(page, toasts.addedToCart);
  await expect(cartLink(page)).toHaveText('Cart (1)');

  // A tool's page adds the quantity in its box, within the purchase rule and in its words.
  await page.goto(`/tools/${cutter.id}`);
  const box = page.getByRole('spinbutton', { name: 'Quantity' });
  const addCutter = page.getByRole('button', { name: cartTexts.addLabel(cutter.name) });
  await box.fill('6');
  await addCutter.click();
  await expectToast(page, fieldMessages.quantityRule(1, 5));
  await expect(cartLink(page)).toHaveText('Cart (1)');
  await box.fill('3');
  await addCutter.click();
  await expect(cartLink(page)).toHaveText('Cart (2)');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 lines');

  card = await catalogueCard(page, spacers.name);
  await card.getByRole('button', { name: cartTexts.addLabel(spacers.name) }).click();
  await expect(cartLink(page)).toHaveText('Cart (3)');

  // The cart page: prices read from the shop, a quantity saved when it changes, Remove.
  await cartLink(page).click();
  await expect(page).toHaveURL('/cart');
  const lines = page.getByTestId('cart-line');
  const line = (tool: ShopTool) => lines.filter({ has: page.getByRole('link', { name: tool.name, exact: true }) });
  await expect(lines).toHaveCount(3);
  await expect(line(trowel).getByTestId('cart-unit-price')).toHaveText(formatBDT(450));
  await expect(line(trowel).getByTestId('cart-line-total')).toHaveText(formatBDT(900));
  await expect(line(cutter).getByTestId('cart-line-total')).toHaveText(formatBDT(9600));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatBDT(900 + 9600 + 1200));

  const trowelBox = page.getByRole('spinbutton', { name: cartTexts.quantityLabel(trowel.name) });
  await trowelBox.fill('41');
  await trowelBox.press('Enter');
  await expect(line(trowel).getByTestId('cart-line-error')).toHaveText(fieldMessages.quantityRule(2, 40));
  await expect(trowelBox).toHaveAttribute('aria-invalid', 'true');
  await expect(line(trowel).getByTestId('cart-line-total')).toHaveText(formatBDT(900));
  await trowelBox.fill('5');
  await trowelBox.press('Enter');
  await expect(line(trowel).getByTestId('cart-line-error')).toHaveCount(0);
  await expect(line(trowel).getByTestId('cart-line-total')).toHaveText(formatBDT(2250));

  await page.getByRole('button', { name: cartTexts.removeLabel(spacers.name) }).click();
  await expect(lines).toHaveCount(2);
  await expect(cartLink(page)).toHaveText('Cart (2)');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatBDT(2250 + 9600));
  expect(await browserCart(page)).toEqual([
    { toolId: trowel.id, quantity: 5 },
    { toolId: cutter.id, quantity: 3 },
  ]);

  // A visitor logs in to check out, and comes back to the checkout.
  const logIn = page.getByRole('link', { name: cartTexts.logInToCheckOut });
  await expect(logIn).toHaveAttribute('href', '/login?from=%2Fcheckout');
  await logIn.click();
  await expect(page).toHaveURL('/login?from=%2Fcheckout');
  await submitLoginForm(page, buyer.email, buyer.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  // The browser's cart joined the account's and left the browser.
  await page.goto('/cart');
  await expect(cartLink(page)).toHaveText('Cart (3)');
  await expect(lines).toHaveCount(3);
  for (const [tool, quantity] of [
    [float, 2],
    [trowel, 5],
    [cutter, 3],
  ] as const) {
    await expect(page.getByRole('spinbutton', { name: cartTexts.quantityLabel(tool.name) })).toHaveValue(String(quantity));
  }
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatBDT(760 + 2250 + 9600));
  await expect(page.getByRole('link', { name: cartTexts.checkout, exact: true })).toHaveAttribute('href', '/checkout');
  expect(await browserCart(page)).toBeNull();
  const stored = (await (await buyer.session.get('/api/cart')).json()) as { lines: { toolId: string; quantity: number }[] };
  expect(stored.lines.map(({ toolId, quantity }) => [toolId, quantity])).toEqual([
    [float.id, 2],
    [trowel.id, 5],
    [cutter.id, 3],
  ]);

  // The cart follows the account to another browser.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  try {
    const other = await elsewhere.newPage();
    await signIn(other, buyer);
    await other.goto('/cart');
    await expect(other.getByTestId('cart-line')).toHaveCount(3);
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 3 lines');
  } finally {
    await elsewhere.close();
  }
});

test("an admin's Add to cart is disabled with the reason, and the server refuses an admin's cart", async ({ page, request, signedIn }) => {
  const tool = await addToolThroughApi(admin, tag, { name: `Cart Level ${tag}`, minimum: 1, stock: 10 });
  expect((await request.get('/api/cart')).status()).toBe(401);

  await signedIn({ role: 'admin' });
  const card = await catalogueCard(page, tool.name);
  const add = card.getByRole('button', { name: cartTexts.addLabel(tool.name) });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(cartTexts.adminsDoNotBuy);
  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByRole('button', { name: cartTexts.addLabel(tool.name) })).toBeDisabled();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-admin')).toHaveText(cartTexts.adminsDoNotBuy);

  const answer = await page.request.put(`/api/cart/lines/${tool.id}`, { data: { quantity: 2 } });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ error: cartTexts.adminsDoNotBuy });
});
