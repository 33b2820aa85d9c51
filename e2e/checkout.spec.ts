import { expect, fileActors, fileTag, test, type APIRequestContext, type Page } from './support/fixtures';
import { ObjectId } from 'mongodb';
import { formatBDT } from '../lib/domain/money';
import { checkoutTexts, deliveryTexts, fieldMessages, payTexts, adminToasts } from '../lib/texts';
import { DELIVERY_AMOUNT_MAX } from '../lib/validation/delivery';
import { signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, expectToast, type ShopTool } from './support/dashboard';

// The delivery charges (the Delivery page, `GET`/`PUT /api/delivery`: admins set them, everyone reads them) and the
// checkout that charges them. One file, its tests one after another: the charges are one setting of the whole shop,
// and no other file changes them, so the checkout's figures are never another test's.
test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin: stocker } = fileActors(tag, { admin: ['checkout-stocker', 'admin'] });

type DeliverySettings = { insideDhaka: number; outsideDhaka: number; freeFrom: number };

async function deliveryNow(request: APIRequestContext): Promise<DeliverySettings> {
  const answer = await request.get('/api/delivery');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as DeliverySettings;
}

test('an admin changes the delivery charges on the Delivery page, and the API answers the new figures', async ({ page, request, signedIn }) => {
  const admin = await signedIn({ name: 'Delivery Admin', role: 'admin' });
  // The figures stay the shop's for the other tests: put back as they were, through the API as an admin would.
  const before = await deliveryNow(request);
  try {
    // Figures of this test's own, so that its save is told apart from another's; each differs from the shop's now, since
    // the audit trail records only what changed.
    const ownFigure = (from: number, spread: number, now: number) => {
      const figure = from + Math.floor(Math.random() * spread);
      return figure === now ? figure + spread : figure;
    };
    const wanted: DeliverySettings = {
      insideDhaka: ownFigure(60, 40, before.insideDhaka),
      outsideDhaka: ownFigure(170, 40, before.outsideDhaka),
      freeFrom: ownFigure(25_000, 1_000, before.freeFrom),
    };
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Delivery', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/delivery');
    await expect(page.getByRole('heading', { level: 1, name: deliveryTexts.heading })).toBeVisible();

    const inside = page.getByRole('textbox', { name: deliveryTexts.labels.insideDhaka, exact: true });
    const outside = page.getByRole('textbox', { name: deliveryTexts.labels.outsideDhaka, exact: true });
    const freeFrom = page.getByRole('textbox', { name: deliveryTexts.labels.freeFrom, exact: true });
    const save = page.getByRole('button', { name: deliveryTexts.save });

    // The form refuses what the schema refuses, with its words, and sends nothing.
    await inside.fill('');
    await outside.fill('12.5');
    await freeFrom.fill(String(DELIVERY_AMOUNT_MAX + 1));
    await save.click();
    await expect(page.getByTestId('delivery-form-inside-dhaka-error')).toHaveText(fieldMessages.required(deliveryTexts.labels.insideDhaka));
    await expect(page.getByTestId('delivery-form-outside-dhaka-error')).toHaveText(
      fieldMessages.wholeTaka(deliveryTexts.labels.outsideDhaka, DELIVERY_AMOUNT_MAX),
    );
    await expect(page.getByTestId('delivery-form-free-from-error')).toHaveText(
      fieldMessages.wholeTaka(deliveryTexts.labels.freeFrom, DELIVERY_AMOUNT_MAX),
    );
    await expect(inside).toHaveAttribute('aria-invalid', 'true');

    await inside.fill(String(wanted.insideDhaka));
    await outside.fill(String(wanted.outsideDhaka));
    await freeFrom.fill(String(wanted.freeFrom));
    await save.click();
    await expectToast(page, adminToasts.deliverySaved);
    await expect(page.getByTestId('delivery-now')).toHaveText(deliveryTexts.now(wanted.insideDhaka, wanted.outsideDhaka, wanted.freeFrom));

    // Read by anyone, at once (the write expired the cached read).
    expect(await deliveryNow(request)).toEqual(wanted);

    // The page opened afresh shows the figures, and the audit trail names who changed them.
    await page.reload();
    await expect(inside).toHaveValue(String(wanted.insideDhaka));
    await expect(outside).toHaveValue(String(wanted.outsideDhaka));
    await expect(freeFrom).toHaveValue(String(wanted.freeFrom));
    const entry = await (await testDb()).collection('auditentries').findOne({ action: 'delivery.updated', 'actor.email': admin.email });
    expect(entry).toMatchObject({ kind: 'settings', target: { id: 'delivery' }, after: { insideDhaka: wanted.insideDhaka } });
  } finally {
    const restored = await page.request.put('/api/delivery', { data: before });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('a customer who opens /dashboard/delivery is sent to the not-allowed page, and may not set the charges', async ({ page, request, signedIn }) => {
  await signedIn({ name: 'Curious Customer' });
  const before = await deliveryNow(request);

  const put = await page.request.put('/api/delivery', { data: { insideDhaka: 0, outsideDhaka: 0, freeFrom: 0 } });
  expect(put.status()).toBe(403);
  expect(await deliveryNow(request)).toEqual(before);

  // Middleware answers before the page renders.
  const answer = await page.request.get('/dashboard/delivery', { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers()['location']).toMatch(/\/not-allowed\?from=%2Fdashboard%2Fdelivery$/);

  // In the browser: the not-allowed page, which signs the customer out on to the login page.
  await page.goto('/dashboard/delivery');
  await expect(page).toHaveURL(/\/(not-allowed|login)\?from=%2Fdashboard%2Fdelivery$/);
  await expect(page.getByRole('textbox', { name: deliveryTexts.labels.insideDhaka, exact: true })).toHaveCount(0);
});

/** Puts `quantity` of each tool in the signed-in page's cart, through the API as the cart page would. */
async function fillCart(page: Page, lines: [ShopTool, number][]): Promise<void> {
  for (const [tool, quantity] of lines) {
    const answer = await page.request.put(`/api/cart/lines/${tool.id}`, { data: { quantity } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

async function stockOf(tool: ShopTool): Promise<number> {
  return (await (await testDb()).collection('tools').findOne({ _id: new ObjectId(tool.id) }))!.stock as number;
}

async function ordersOf(email: string) {
  return (await testDb()).collection('orders').find({ email }).sort({ createdAt: 1 }).toArray();
}

/** Fills in the delivery details and the way to pay, then places the order. */
async function placeOrder(page: Page, district: string, pay: 'cash' | 'online' = 'cash') {
  await page.getByLabel(checkoutTexts.phoneLabel).fill('+880 1711-000111');
  await page.getByLabel(checkoutTexts.addressLabel).fill(`House 3, Road 12, ${district} ${tag}`);
  await page.getByLabel(checkoutTexts.districtLabel).selectOption(district);
  await page.getByRole('radio', { name: pay === 'cash' ? checkoutTexts.payCash : checkoutTexts.payOnline }).check();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`checkout at ${viewport.width} px: inside Dhaka, outside Dhaka, and free delivery from the threshold`, async ({ page, request, signedIn }) => {
    await page.setViewportSize(viewport);
    const customer = await signedIn({ name: 'Karim Contractor' });
    const settings = await deliveryNow(request);
    const cutter = await addToolThroughApi(stocker, tag, { price: 1_800, minimum: 1, stock: 20 });
    const trowel = await addToolThroughApi(stocker, tag, { price: 450, minimum: 2, stock: 40 });

    // Inside Dhaka: the lines, their subtotal, the zone's charge, the total.
    await fillCart(page, [
      [cutter, 1],
      [trowel, 2],
    ]);
    const subtotal = 1_800 + 2 * 450;
    expect(subtotal).toBeLessThan(settings.freeFrom);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(formatBDT(subtotal));
    await placeOrder(page, 'Sylhet');
    await expect(page.getByTestId('checkout-delivery')).toHaveText(formatBDT(settings.outsideDhaka));
    await page.getByLabel(checkoutTexts.districtLabel).selectOption('Dhaka');
    await expect(page.getByTestId('checkout-delivery')).toHaveText(formatBDT(settings.insideDhaka));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatBDT(subtotal + settings.insideDhaka));
    await page.getByRole('button', { name: checkoutTexts.placeOrder }).click();
    await page.waitForURL(/\/dashboard\/orders\/[0-9a-f]{24}\/payment$/);
    await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.due);
    let [order] = await ordersOf(customer.email);
    expect(order).toMatchObject({
      subtotal,
      deliveryCharge: settings.insideDhaka,
      total: subtotal + settings.insideDhaka,
      district: 'Dhaka',
      phone: '01711000111',
      status: 'confirmed',
      payment: { method: 'cash', status: 'due' },
    });
    expect(order!.lines.map((line: { product: string; quantity: number; lineTotal: number }) => [line.product, line.quantity, line.lineTotal])).toEqual([
      [cutter.name, 1, 1_800],
      [trowel.name, 2, 900],
    ]);
    expect([await stockOf(cutter), await stockOf(trowel)]).toEqual([19, 38]);
    const cart = (await (await page.request.get('/api/cart')).json()) as { lines: unknown[] };
    expect(cart.lines).toEqual([]);

    // Outside Dhaka, and a subtotal at the threshold: delivery is free. The last delivery details are filled in.
    const units = Math.ceil(settings.freeFrom / 1_800);
    const bulk = await addToolThroughApi(stocker, tag, { price: 1_800, minimum: 1, stock: units + 5 });
    await fillCart(page, [[bulk, units]]);
    await page.goto('/checkout');
    await expect(page.getByLabel(checkoutTexts.phoneLabel)).toHaveValue('01711000111');
    await expect(page.getByLabel(checkoutTexts.districtLabel)).toHaveValue('Dhaka');
    await page.getByLabel(checkoutTexts.districtLabel).selectOption('Rangpur');
    await page.getByRole('radio', { name: checkoutTexts.payCash }).check();
    await expect(page.getByTestId('checkout-delivery')).toHaveText(checkoutTexts.free);
    await page.getByRole('button', { name: checkoutTexts.placeOrder }).click();
    await page.waitForURL(/\/dashboard\/orders\/[0-9a-f]{24}\/payment$/);
    [, order] = await ordersOf(customer.email);
    expect(order).toMatchObject({ subtotal: units * 1_800, deliveryCharge: 0, total: units * 1_800, district: 'Rangpur' });
  });
}

test('a stock and a price that change between the cart and the order: the customer is told, and nothing is ordered', async ({ page, signedIn }) => {
  const customer = await signedIn();
  const float = await addToolThroughApi(stocker, tag, { price: 380, minimum: 1, stock: 10 });
  const spacers = await addToolThroughApi(stocker, tag, { price: 90, minimum: 5, stock: 50 });
  await fillCart(page, [
    [float, 3],
    [spacers, 20],
  ]);
  await page.goto('/checkout');
  await placeOrder(page, 'Khulna');
  // Another customer buys the spacers out while this one fills in the form.
  await (await testDb()).collection('tools').updateOne({ _id: new ObjectId(spacers.id) }, { $set: { stock: 4 } });
  await page.getByRole('button', { name: checkoutTexts.placeOrder }).click();
  const changes = page.getByTestId('checkout-changes');
  await expect(changes).toContainText(checkoutTexts.lineStock(spacers.name, 4, 5));
  expect(await ordersOf(customer.email)).toHaveLength(0);
  expect(await stockOf(float)).toBe(10);

  // The price of the float changes too: refused, named, and still nothing taken. From a page opened anew, so that the
  // refusal's own refresh of the page (which reads the shop again) cannot come after the change and show it already.
  await (await testDb()).collection('tools').updateOne({ _id: new ObjectId(spacers.id) }, { $set: { stock: 50 } });
  await page.goto('/checkout');
  await placeOrder(page, 'Khulna');
  const repriced = await stocker.session.patch(`/api/tools/${float.id}`, { data: { price: 400 } });
  expect(repriced.status()).toBe(200);
  await page.getByRole('button', { name: checkoutTexts.placeOrder }).click();
  await expect(changes).toContainText(checkoutTexts.linePrice(float.name, 400));
  expect(await ordersOf(customer.email)).toHaveLength(0);
  expect([await stockOf(float), await stockOf(spacers)]).toEqual([10, 50]);

  // Opened again, the page shows the new price, and the order goes through at it.
  await page.goto('/checkout');
  await placeOrder(page, 'Khulna');
  await page.getByRole('button', { name: checkoutTexts.placeOrder }).click();
  await page.waitForURL(/\/dashboard\/orders\/[0-9a-f]{24}\/payment$/);
  const [order] = await ordersOf(customer.email);
  expect(order).toMatchObject({ subtotal: 3 * 400 + 20 * 90 });
  expect([await stockOf(float), await stockOf(spacers)]).toEqual([7, 30]);
});

test('checkout and pay online: the gateway validates the order\'s total, delivery included', async ({ page, request, signedIn }) => {
  const customer = await signedIn();
  const settings = await deliveryNow(request);
  const level = await addToolThroughApi(stocker, tag, { price: 1_250, minimum: 1, stock: 5 });
  await fillCart(page, [[level, 2]]);
  await page.goto('/checkout');
  await placeOrder(page, 'Cumilla', 'online');
  await page.getByRole('button', { name: checkoutTexts.placeOrder }).click();
  await page.waitForURL((url) => url.href.startsWith(process.env.E2E_GATEWAY_URL!));
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForURL(/\/payment\?result=paid$/);
  await expect(page.getByTestId('payment-state')).toHaveText(payTexts.state.paid);
  const [order] = await ordersOf(customer.email);
  const charge = 2_500 >= settings.freeFrom ? 0 : settings.outsideDhaka;
  expect(order).toMatchObject({ total: 2_500 + charge, payment: { method: 'online', status: 'paid' } });
  const [payment] = await (await testDb()).collection('payments').find({ orderId: order!._id }).toArray();
  expect(payment).toMatchObject({ amount: 2_500 + charge, status: 'paid' });
});

test('an admin cannot check out, and the API refuses an empty cart and bad delivery details field by field', async ({ page, signedIn, browser }) => {
  await signedIn();
  const empty = await page.request.post('/api/checkout', { data: { phone: '01711000111', address: 'Dhaka', district: 'Dhaka' } });
  expect(empty.status()).toBe(409);
  expect((await empty.json()).error).toBe(checkoutTexts.emptyCart);
  const bad = await page.request.post('/api/checkout', { data: { phone: '12345', address: '', district: 'Atlantis' } });
  expect(bad.status()).toBe(400);
  const { fields } = (await bad.json()) as { fields: Record<string, string[]> };
  expect(fields.phone).toEqual([checkoutTexts.phoneRule]);
  expect(fields.address).toEqual([fieldMessages.required('Address')]);
  expect(fields.district).toEqual([checkoutTexts.districtRule]);

  const adminPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  await signIn(adminPage, stocker);
  const refused = await adminPage.request.post('/api/checkout', { data: { phone: '01711000111', address: 'Dhaka', district: 'Dhaka' } });
  expect(refused.status()).toBe(403);
  await adminPage.goto('/checkout');
  await expect(adminPage.getByTestId('admin-cannot-buy')).toHaveText(checkoutTexts.adminsDoNotBuy);
  await adminPage.context().close();
});
