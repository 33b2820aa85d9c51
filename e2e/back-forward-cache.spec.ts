import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { formatNumber } from '../lib/numbers';
import { FULL_BROWSER_LAUNCH } from './support/browser';
import { addToolThroughApi } from './support/dashboard';

// The back/forward cache (docs/decisions/0064-back-forward-cache.md): public pages come back at once on Back, then
// show the shop as it is now; pages that take secrets or orders are never kept. Playwright turns the cache off
// by default, and its headless shell has none: this file runs the whole browser, with the cache on.
test.use({ launchOptions: { ...FULL_BROWSER_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const tag = fileTag();
const { admin } = fileActors(tag, { admin: ['bfcache-keeper', 'admin'] });

/**
 * Leaves `path` for another page and comes back with Back: true if the very same document came back, else why
 * Chromium did not keep it (its `notRestoredReasons`).
 */
async function restoredOnBack(page: Page, path: string): Promise<true | string> {
  await page.goto(path);
  // A page left with a request still under way (the router prefetching the links in view, slow on a loaded machine)
  // is not kept, by Chromium's own rule: leave it as a reader would, once it is quiet.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { leftAt: 'the same document' }));
  await page.goto(path === '/blog' ? '/about' : '/blog');
  // A page restored from the cache fires no load event: wait only until Back has committed.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(path);
  return page.evaluate(() => {
    if ((window as { leftAt?: string }).leftAt === 'the same document') return true;
    const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & { notRestoredReasons?: unknown })[];
    return `not restored: ${JSON.stringify(navigation?.notRestoredReasons ?? 'no reasons given')}`;
  });
}

test('public pages come back from the back/forward cache; the pages that take secrets stay no-store', async ({ page, request, signedIn }) => {
  const tool = await addToolThroughApi(admin, tag);
  for (const path of ['/', '/tools', `/tools/${tool.id}`, '/review', '/blog', '/about', '/contact', '/myportfolio']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('private, no-cache');
    expect(await restoredOnBack(page, path), path).toBe(true);
  }
  // Whether Chromium keeps a no-store page is its own policy (it drops it when cookies change); ours is the header.
  for (const path of ['/login', '/register', '/reset-password']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('no-store');
  }
  await signedIn();
  for (const path of [`/purchase/${tool.id}`, '/dashboard', '/dashboard/myorder']) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toContain('no-store');
  }
});

test('a tool page brought back by Back shows the stock as it is now', async ({ page }) => {
  const tool = await addToolThroughApi(admin, tag, { stock: 120, minimum: 2 });
  const availability = page.getByText(/^In stock: /);
  await page.goto(`/tools/${tool.id}`);
  await expect(availability).toHaveText(`In stock: ${formatNumber(120)}`);
  await page.evaluate(() => Object.assign(window, { leftAt: 'the same document' }));

  await page.goto('/blog');
  const edit = await admin.session.patch(`/api/tools/${tool.id}`, { data: { stock: 75 } });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.goBack({ waitUntil: 'commit' });

  expect(await page.evaluate(() => (window as { leftAt?: string }).leftAt)).toBe('the same document');
  await expect(availability).toHaveText(`In stock: ${formatNumber(75)}`);
});
