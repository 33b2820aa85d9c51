import { expect, test } from './support/fixtures';
import { formatBDT } from '../lib/money';
import { demoTools } from '../scripts/seed/catalogue';

test('the home page lists every seeded tool with its price in BDT', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const list = page.getByRole('region', { name: 'Our Tools' });
  // Other tests add tools of their own to the shared database: every seeded one must be there, among them.
  await expect(list.getByRole('article').first()).toBeVisible();
  expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(demoTools.length);
  for (const tool of demoTools) {
    const card = list.getByRole('article', { name: tool.name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('tool-price')).toContainText(formatBDT(tool.price));
    await expect(card.getByTestId('tool-price')).toContainText(/^BDT [\d,]+/);
    await expect(card.getByTestId('tool-minimum')).toHaveText(String(tool.minimum));
    await expect(card.getByTestId('tool-stock')).toHaveText(String(tool.stock));
    await expect(card.getByRole('img', { name: tool.name, exact: true })).toBeVisible();
  }
});

test('the home page is rendered on the server, prices included', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const tool of demoTools) expect(html).toContain(formatBDT(tool.price));
});
