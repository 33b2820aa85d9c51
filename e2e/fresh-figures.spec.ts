import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { formatNumber } from '../lib/domain/numbers';
import { signIn } from './support/accounts';
import { uniqueIp } from './support/database';
import { addToolThroughApi } from './support/dashboard';
import { openUntilShown } from './support/page-cache';

// The pages that show a tool's price and stock are kept (the home page, the catalogue, the tool's page) or read kept
// data (the purchase page, the API); an order or an edit expires what they show (docs/decisions/0087-cache-components.md,
// lib/data/cache.ts). Each page is seen once before the write, so that the write has something kept to expire.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin, customer } = fileActors(tag, { admin: ['pricer', 'admin'], customer: ['buyer'] });

type Figures = { price: number; stock: number };

/** Every page that shows the tool, each showing `figures`: the newest tools lead the home page and the catalogue. */
async function expectFiguresEverywhere(page: Page, id: string, name: string, { price, stock }: Figures) {
  // Other tests render the kept ones all the time: each is opened again until it shows the new figures.
  for (const address of ['/', '/tools']) {
    await openUntilShown(page, address, async () => {
      const card = page.getByRole('main').getByRole('article', { name, exact: true });
      await expect(card.getByTestId('tool-price'), address).toContainText(formatBDT(price), { timeout: 1_000 });
      await expect(card.getByTestId('tool-stock'), address).toHaveText(formatNumber(stock), { timeout: 1_000 });
    });
  }
  await openUntilShown(page, `/tools/${id}`, async () => {
    await expect(page.getByRole('main').getByTestId('tool-price')).toContainText(formatBDT(price), { timeout: 1_000 });
    await expect(page.getByRole('main').getByTestId('tool-stock')).toHaveText(formatNumber(stock), { timeout: 1_000 });
  });
  // Rendered per request from the kept reads: at once.
  await page.goto(`/purchase/${id}`);
  await expect(page.getByRole('main').getByTestId('tool-price')).toContainText(formatBDT(price));
  await expect(page.getByRole('main').getByTestId('tool-stock')).toHaveText(formatNumber(stock));
  expect(await (await page.request.get(`/api/tools/${id}`)).json()).toMatchObject({ price, stock });
  const list = (await (await page.request.get('/api/tools')).json()) as { _id: string }[];
  expect(list.find((tool) => tool._id === id)).toMatchObject({ price, stock });
}

test('every page that shows a tool shows its new price and stock straight after an order and after an edit', async ({ page }) => {
  const tool = await addToolThroughApi(admin, tag, { price: 480, minimum: 2, stock: 60 });
  await signIn(page, customer);
  await expectFiguresEverywhere(page, tool.id, tool.name, { price: 480, stock: 60 });

  const ordered = await customer.session.post('/api/order', {
    headers: customer.bearer,
    data: { toolId: tool.id, quantity: 5, phone: '01711000000', address: `Sylhet ${tag}` },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  await expectFiguresEverywhere(page, tool.id, tool.name, { price: 480, stock: 55 });

  const edited = await admin.session.patch(`/api/tools/${tool.id}`, { data: { price: 525, stock: 90 } });
  expect(edited.status(), await edited.text()).toBe(200);
  await expectFiguresEverywhere(page, tool.id, tool.name, { price: 525, stock: 90 });
});
