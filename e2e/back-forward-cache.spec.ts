import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { formatNumber } from '../lib/domain/numbers';
import { FULL_BROWSER_LAUNCH } from './support/browser';
import { addToolThroughApi } from './support/dashboard';

// The back/forward cache (docs/decisions/0064-back-forward-cache.md): public pages come back at once on Back, then
// show the shop as it is now; pages that take secrets or orders are never kept. Playwright turns the cache off
// by default, and its headless shell has none: this file runs the whole browser, with the cache on.
test.use({ launchOptions: { ...FULL_BROWSER_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const tag = fileTag();
const { admin } = fileActors(tag, { admin: ['bfcache-keeper', 'admin'] });

/**
 * Leaves the page for another one, does `whileAway` there, and comes back with Back: true if the very same document
 * came back, else why Chromium did not keep it (its `notRestoredReasons`).
 */
async function restoredOnBack(page: Page, whileAway?: () => Promise<void>): Promise<true | string> {
  const path = new URL(page.url()).pathname;
  // A page left with a request still under way (the router prefetching the links in view, slow on a loaded machine)
  // is not kept, by Chromium's own rule: leave it as a reader would, once it is quiet.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { leftAt: 'the same document' }));
  await page.goto(path === '/blog' ? '/about' : '/blog');
  await whileAway?.();
  // A page restored from the cache fires no load event: wait only until Back has committed.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(path);
  // Just after the commit the document that answers may still be changing (the page left, or one loaded afresh):
  // ask again until one answers.
  let answer: true | string = 'no answer';
  await expect(async () => {
    answer = await page.evaluate(() => {
      if ((window as { leftAt?: string }).leftAt === 'the same document') return true as const;
      const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & { notRestoredReasons?: unknown })[];
      return `not restored: ${JSON.stringify(navigation?.notRestoredReasons ?? 'no reasons given')}`;
    });
  }).toPass({ timeout: 10_000 });
  return answer;
}

test('public pages come back from the back/forward cache; the pages that take secrets stay no-store', async ({ page, request, signedIn }) => {
  const tool = await addToolThroughApi(admin, tag);
  for (const path of ['/', '/tools', `/tools/${tool.id}`, '/review', '/blog', '/about', '/contact', '/myportfolio']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('private, no-cache');
    await page.goto(path);
    expect(await restoredOnBack(page), path).toBe(true);
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

  const restored = await restoredOnBack(page, async () => {
    const edit = await admin.session.patch(`/api/tools/${tool.id}`, { data: { stock: 75 } });
    expect(edit.status(), await edit.text()).toBe(200);
  });

  expect(restored).toBe(true);
  await expect(availability).toHaveText(`In stock: ${formatNumber(75)}`);
});
