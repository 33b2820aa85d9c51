import { expect, fileActors, fileTag, test } from './support/fixtures';
import { signIn, logInThroughForm } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { formReady, jsonLdOf } from './support/shop';
import { expectToast } from './support/dashboard';
import { E2E_BASE_URL } from './support/stack';
import { formatNumber } from '../lib/domain/numbers';
import { toasts, adminToasts } from '../lib/texts';

// A tool's page: quantity into the purchase page, availability, specifications, related tools, breadcrumb and its
// link-preview card.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['shopper'], admin: ['keeper', 'admin'] });

async function addTool(fields: Record<string, unknown>): Promise<string> {
  const tool = {
    name: `Page Cutter ${tag} ${Math.random().toString(36).slice(2, 8)}`,
    desc: `A tool for the page ${tag}`,
    price: 6500,
    minimum: 5,
    stock: 2000,
    img: '/images/tools/tile-cutter.svg',
    ...fields,
  };
  const answer = await admin.session.post('/api/tools', { data: tool, headers: { connection: 'close' } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { insertedId: string }).insertedId;
}

test('the chosen quantity goes to the purchase page, which keeps it within the minimum and the stock', async ({ page }) => {
  const id = await addTool({ size: '800 mm cutting length', material: 'Hardened steel rail', warranty: '2 years' });
  await page.goto(`/tools/${id}`);
  await expect(page.getByTestId('tool-availability')).toHaveText(`In stock: ${formatNumber(2000)}`);
  await expect(page.getByTestId('tool-availability')).toHaveText('In stock: 2,000');
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveAttribute('min', '5');
  await expect(quantity).toHaveAttribute('max', '2000');
  await expect(quantity).toHaveValue('5');

  // Specifications that are set show; the pack, not set, does not.
  const specifications = page.getByTestId('tool-specifications');
  await expect(specifications.getByTestId('spec-size')).toHaveText('800 mm cutting length');
  await expect(specifications.getByTestId('spec-material')).toHaveText('Hardened steel rail');
  await expect(specifications.getByTestId('spec-warranty')).toHaveText('2 years');
  await expect(specifications.getByTestId('spec-pack')).toHaveCount(0);

  // Breadcrumb for people and for search engines.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Tools']);
  const trail = (await jsonLdOf(page)).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] };
  expect(trail.itemListElement.map(({ position, name }) => [position, name])).toEqual([
    [1, 'Home'],
    [2, 'Tools'],
    [3, expect.stringContaining('Page Cutter')],
  ]);
  expect(trail.itemListElement[2]!.item).toBe(`${E2E_BASE_URL}/tools/${id}`);

  // Related tools: a few, each a link to another tool's page.
  const related = page.getByTestId('related-tools').getByRole('link');
  expect(await related.count()).toBeGreaterThan(0);
  expect(await related.count()).toBeLessThanOrEqual(4);
  for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/tools\/[0-9a-f]{24}$/);
    expect(href).not.toBe(`/tools/${id}`);
  }

  // Signed out, Buy Now goes through the login page and keeps the quantity.
  await quantity.fill('25');
  await page.getByRole('button', { name: /^Buy Now/ }).click();
  await expect(page).toHaveURL(/\/login\?from=/);
  await logInThroughForm(page, customer.email, customer.password, '');
  await expect(page).toHaveURL(`/purchase/${id}?quantity=25`);
  await expect(page.getByLabel('Quantity')).toHaveValue('25');

  // Numbers outside the bounds are brought within them; anything else starts at the minimum.
  for (const [asked, shown] of [
    ['99999999', '2000'],
    ['1', '5'],
    ['-40', '5'],
    ['abc', '5'],
    ['1e3', '5'],
    ['12&quantity=900', '12'],
  ] as const) {
    await page.goto(`/purchase/${id}?quantity=${asked}`);
    await expect(page.getByLabel('Quantity'), asked).toHaveValue(shown);
  }

  // The carried quantity is what gets ordered.
  await page.goto(`/tools/${id}`);
  await page.getByLabel('Quantity').fill('7');
  await page.getByRole('button', { name: /^Buy Now/ }).click();
  await expect(page).toHaveURL(`/purchase/${id}?quantity=7`);
  await formReady(page);
  await page.getByLabel('Phone').fill('01711000000');
  await page.getByLabel('Address').fill(`Road 1, Dhaka ${tag}`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, toasts.orderSaved);
  const order = await (await testDb()).collection('orders').findOne({ email: customer.email });
  expect(order).toMatchObject({ total: 7 * 6500 });
  // The quantity is its one line's (orders hold lines, models/Order.ts).
  expect(order?.lines).toHaveLength(1);
  expect(String(order?.lines[0].toolId)).toBe(id);
  expect(order?.lines[0]).toMatchObject({ quantity: 7, unitPrice: 6500 });
});

test('a tool with less stock than its minimum reads "Out of stock"; a tool nobody reviewed has no rating in its JSON-LD', async ({ page }) => {
  const id = await addTool({ stock: 3, minimum: 10 });
  await page.goto(`/tools/${id}`);
  await expect(page.getByTestId('tool-availability')).toHaveText('Out of stock');
  await expect(page.getByLabel('Quantity')).toHaveCount(0);
  await expect(page.getByTestId('tool-specifications')).toHaveCount(0);
  const product = (await jsonLdOf(page)).find((item) => item['@type'] === 'Product')!;
  expect(product).not.toHaveProperty('aggregateRating');
  expect(product).not.toHaveProperty('review');
  expect(product.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
});

test('an admin sets and clears specifications in the tool form; the page follows', async ({ page }) => {
  const id = await addTool({});
  await signIn(page, admin);
  await page.goto(`/dashboard/manageproduct/${id}`);
  await page.getByLabel('Pack').fill('Box of 10');
  await page.getByLabel('Material').fill('Stainless steel');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expectToast(page, adminToasts.toolUpdated);
  await page.goto(`/tools/${id}`);
  await expect(page.getByTestId('spec-pack')).toHaveText('Box of 10');
  await expect(page.getByTestId('spec-material')).toHaveText('Stainless steel');

  await page.goto(`/dashboard/manageproduct/${id}`);
  await expect(page.getByLabel('Pack')).toHaveValue('Box of 10');
  await page.getByLabel('Pack').fill('');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expectToast(page, adminToasts.toolUpdated);
  await page.goto(`/tools/${id}`);
  await expect(page.getByTestId('spec-pack')).toHaveCount(0);
  await expect(page.getByTestId('spec-material')).toHaveText('Stainless steel');
  const stored = await (await testDb()).collection('tools').findOne({ name: { $regex: tag }, material: 'Stainless steel' });
  expect(stored).not.toHaveProperty('pack');
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("each tool's link preview is a 1200x630 PNG made from it", async ({ page, request }) => {
  const id = await addTool({ price: 1250 });
  await page.goto(`/tools/${id}`);
  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  const twitterImage = await page.locator('meta[name="twitter:image"]').first().getAttribute('content');
  expect(ogImage).toContain(`/tools/${id}/opengraph-image`);
  expect(twitterImage).toBe(ogImage);
  await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute('content', '630');

  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  // Two tools make two different cards (their own name, price and picture).
  const other = await request.get(ogImage!.replace(id, await addTool({ price: 99, img: '/images/tools/grout-float.svg' })));
  expect(other.headers()['content-type']).toBe('image/png');
  expect((await other.body()).equals(bytes)).toBe(false);
  // An unknown tool has no card.
  expect((await request.get(ogImage!.replace(id, '000000000000000000000000'))).status()).toBe(404);
});
