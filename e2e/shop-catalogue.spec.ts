import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { formatNumber } from '../lib/domain/numbers';
import { uniqueIp } from './support/database';
import { addToolThroughApi } from './support/dashboard';
import { E2E_BASE_URL } from './support/stack';

// The catalogue a page at a time (docs/decisions/0061-lists-that-scale.md). Other files add and remove tools in the
// same database all the time: this file looks only at its own (named with its tag), and assumes no totals.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin, writer } = fileActors(tag, { admin: ['shelf', 'admin'], writer: ['critic'] });

/** Thirteen tools of this file, one more than a page: prices out of order, so that sorting shows. */
const PRICES = [700, 120, 950, 300, 880, 45, 610, 230, 999, 150, 480, 75, 333];
const family = `Shelf ${tag}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const [index, price] of PRICES.entries()) {
    await addToolThroughApi(admin, tag, { name: `${family} ${String(index).padStart(2, '0')}`, price, stock: 40 + index });
  }
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form finds tools by name, and the pages of the results link to each other', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tools by name' }).fill(family.toLowerCase());
    await page.getByRole('button', { name: 'Show tools' }).click();
    await expect(page).toHaveURL(new RegExp(`/tools\\?q=shelf\\+${tag}`));
    await expect(page.getByTestId('tools-found')).toHaveText(`13 tools named like "${family.toLowerCase()}"`);
    await expect(cards(page)).toHaveCount(12);
    // Headings in order for screen readers (Lighthouse's heading-order): the page, the list, each card.
    await expect(page.getByRole('heading', { level: 2, name: 'Tools, page 1 of 2' })).toBeAttached();
    // The first card's picture is a phone's Largest Contentful Paint: it loads at once; the others wait their turn.
    await expect(cards(page).nth(0).locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(0).locator('img')).not.toHaveAttribute('loading', 'lazy');
    await expect(cards(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    // The page's head asks for that picture before the parser reaches the card, and for no other picture.
    const preloadedPictures = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloadedPictures).toHaveCount(1);
    await expect(preloadedPictures).toHaveAttribute('href', (await cards(page).nth(0).locator('img').getAttribute('src'))!);
    // Newest first: the last one added leads.
    await expect(cards(page).first()).toHaveAccessibleName(`${family} 12`);

    const pages = page.getByRole('navigation', { name: 'Pages of tools' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /page=2/);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName(`${family} 00`);
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /q=/);
    // Search results are for people: kept out of search engines, links followed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(cards(page)).toHaveCount(12);
  });

  test('sorting by price orders the cards, either way', async ({ page }) => {
    await page.goto(`/tools?q=${encodeURIComponent(family)}`);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Show tools' }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const ascending = [...PRICES].sort((a, b) => a - b);
    await expect(cards(page).getByTestId('tool-price')).toHaveText(ascending.slice(0, 12).map((price) => new RegExp(`^${formatBDT(price)}`)));

    await page.goto(`/tools?q=${encodeURIComponent(family)}&sort=price-desc&page=2`);
    await expect(cards(page).getByTestId('tool-price')).toHaveText([new RegExp(`^${formatBDT(45)}`)]);
    // The page links keep the search and the order.
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', `/tools?q=${encodeURIComponent(family).replace(/%20/g, '+')}&sort=price-desc`);
  });
});

test('plain pages of the catalogue are crawlable: their own canonical address, 12 cards, rel next', async ({ page }) => {
  const response = await page.goto('/tools?page=2');
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/tools?page=2`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await cards(page).count()).toBeLessThanOrEqual(12);
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/tools');
});

test('a page past the end is an ordinary page that says so; odd searches are plain text', async ({ page }) => {
  // Beyond the last page anyone may ask for (lib/domain/pagination.ts MAX_PAGE) it is still past the end, not page 1.
  for (const number of ['9999', '99999999']) {
    const past = await page.goto(`/tools?page=${number}`);
    expect(past?.status()).toBe(200);
    await expect(page.getByTestId('tools-empty')).toContainText('There are no tools on this page');
    await expect(page.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/tools');
  }
  expect((await page.goto('/tools?page=abc'))?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/tools`);

  for (const q of ['.*', '(', '[a-', `${tag}.*`, 'x'.repeat(5_000)]) {
    const answer = await page.goto(`/tools?q=${encodeURIComponent(q)}`);
    expect(answer?.status(), q.slice(0, 20)).toBe(200);
    // ".*" and "(" may be in some tool's name; the others are in none.
    if (q !== '.*' && q !== '(') await expect(page.getByTestId('tools-empty')).toContainText("No tool's name contains");
  }
  // A bracket is a character to look for: it finds the seeded spacers' "(pack of 500)".
  await page.goto(`/tools?q=${encodeURIComponent('(pack of')}`);
  await expect(page.getByRole('main').getByRole('article', { name: 'Cross Tile Spacers 3 mm (pack of 500)', exact: true })).toBeVisible();
  // ".*" is two characters to look for, not "anything": none of this file's tools has them.
  await page.goto(`/tools?q=${encodeURIComponent(`${family} .*`)}`);
  await expect(cards(page)).toHaveCount(0);
});

test('the catalogue shows a new price and stock at once after an edit (the plain pages are cached)', async ({ page }) => {
  // Dearer than anything else the tests add, so it leads the cached "price: high to low" page.
  const tool = await addToolThroughApi(admin, tag, { name: `${family} dear`, price: 9_999_000, stock: 70 });
  await page.goto('/tools?sort=price-desc');
  const card = cards(page).first();
  await expect(card).toHaveAccessibleName(tool.name);
  await expect(card.getByTestId('tool-stock')).toHaveText('70');

  const edited = await admin.session.patch(`/api/tools/${tool.id}`, { data: { stock: 1234, price: 9_998_000 } });
  expect(edited.status(), await edited.text()).toBe(200);
  await page.goto('/tools?sort=price-desc');
  await expect(cards(page).first().getByTestId('tool-stock')).toHaveText(formatNumber(1234));
  await expect(cards(page).first().getByTestId('tool-price')).toContainText(formatBDT(9_998_000));
  await admin.session.delete(`/api/tools/${tool.id}`);
});

test('the home page shows at most six tools and links to all of them', async ({ page }) => {
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Our Tools' });
  const count = await list.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await list.getByRole('link', { name: 'All tools' }).click();
  await expect(page).toHaveURL('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
});

test('/review shows twelve reviews a page, the average over all of them, and links its pages', async ({ page }) => {
  // Enough reviews for a second page whatever else is in the database.
  for (let index = 0; index < 13; index += 1) {
    const posted = await writer.session.post('/api/review', { data: { review: `Review ${index} of the shelf ${tag}`, ratings: '4' } });
    expect(posted.status(), await posted.text()).toBe(201);
  }
  await page.goto('/review');
  await expect(page.getByTestId('average-rating')).toContainText(/out of 5, from [\d,]+ reviews/);
  await expect(page.getByTestId('review-card')).toHaveCount(12);
  const pages = page.getByRole('navigation', { name: 'Pages of reviews' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/review?page=2');
  expect(await page.getByTestId('review-card').count()).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/review?page=2`);

  for (const number of ['9999', '99999999']) {
    const past = await page.goto(`/review?page=${number}`);
    expect(past?.status()).toBe(200);
    await expect(page.getByTestId('reviews-empty')).toBeVisible();
  }
  await expect(page.getByTestId('average-rating')).toContainText(/out of 5/);
});
