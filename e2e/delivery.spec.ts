import { expect, test, type APIRequestContext } from './support/fixtures';
import { deliveryTexts, fieldMessages, toasts } from '../lib/texts';
import { DELIVERY_AMOUNT_MAX } from '../lib/validation/delivery';
import { testDb, uniqueIp } from './support/database';
import { expectToast } from './support/dashboard';

// The delivery charges (the Delivery page, `GET`/`PUT /api/delivery`): admins set them, everyone reads them.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

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
    // Figures of this test's own, so that its save is told apart from another's.
    const wanted: DeliverySettings = {
      insideDhaka: 60 + Math.floor(Math.random() * 40),
      outsideDhaka: 170 + Math.floor(Math.random() * 40),
      freeFrom: 25_000 + Math.floor(Math.random() * 1_000),
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
    await expectToast(page, toasts.deliverySaved);
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
