import type { APIRequestContext } from '@playwright/test';
import { expect, fileActors, fileTag, test } from './support/fixtures';
import { addToolThroughApi } from './support/dashboard';
import path from 'node:path';
import { keptFiles, SHARED_PAGE_LAG_MS } from './support/page-cache';

// The home page, the catalogue and the reviews are kept once rendered at their plain address; a query string of the
// page's own renders per request, a foreign one goes to the plain address, and the kept renders' own addresses are
// refused (docs/decisions/0085-catalogue-pages-kept.md).
// Pages carry no ETag (docs/decisions/0086-pages-without-etags.md).
// Other files write to the catalogue all the time, and each write expires these pages: a page is asked for until two
// answers in a row show it kept.
const tag = fileTag();
const { admin } = fileActors(tag, { admin: ['curator', 'admin'] });

/** Whether the server answered from the page it kept (Next.js' `x-nextjs-cache`), on the second of two requests in a row. */
async function keptOnSecondAsk(request: APIRequestContext, address: string) {
  await request.get(address);
  const answer = await request.get(address);
  const headers = answer.headers();
  return { status: answer.status(), cache: headers['x-nextjs-cache'], cacheControl: headers['cache-control'], etag: headers['etag'] };
}

for (const address of ['/', '/tools', '/review']) {
  test(`${address} is served from what was kept`, async ({ request }) => {
    await expect.poll(() => keptOnSecondAsk(request, address)).toEqual({ status: 200, cache: 'HIT', cacheControl: 'private, no-cache', etag: undefined });
  });
}

test('a foreign query string is a redirect to the plain address, which is served from what was kept', async ({ request }) => {
  for (const [address, plain] of [['/tools?utm_source=newsletter', '/tools'], ['/review?ref=footer', '/review']] as const) {
    const answer = await request.get(address, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(307);
    expect(answer.headers()['location'], address).toBe(plain);
  }
  await expect.poll(() => keptOnSecondAsk(request, '/tools?utm_source=newsletter')).toMatchObject({ status: 200, cache: 'HIT' });
});

test("a query string of the page's own renders the page per request, and what it asks for", async ({ request }) => {
  for (const address of ['/tools?sort=price-asc', '/tools?q=trowel', '/tools?page=1', '/review?page=2']) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(200);
    expect(answer.headers()['x-nextjs-cache'], address).toBeUndefined();
  }
  expect(await (await request.get('/tools?q=zzzz-no-such-tool')).text()).toContain('Try a shorter word.');
});

test('a new tool shows at once on the kept home page and catalogue', async ({ request }) => {
  await expect.poll(() => keptOnSecondAsk(request, '/tools')).toMatchObject({ cache: 'HIT' });
  const name = `Kept ${tag}`;
  await addToolThroughApi(admin, tag, { name, price: 321, stock: 9 });
  // At once, or after the write's second expiry if another test's render raced it (SHARED_PAGE_LAG_MS).
  for (const address of ['/tools', '/']) {
    await expect.poll(async () => (await request.get(address)).text(), { timeout: SHARED_PAGE_LAG_MS }).toContain(name);
  }
});

test("the kept renders' own addresses are the 404 page and leave nothing kept behind", async ({ request }) => {
  const made = ['made-up', 'made%2Dup-encoded'];
  const addresses = ['/kept/home', '/kept/tools', '/kept/review', '/kept', '/kept/home/plain', '/kept/review/plain', '/kept/home/more', ...made.map((view) => `/kept/${view}`), '/%6Bept/made-up-letter'];
  for (const address of addresses) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(404);
    expect(await answer.text()).toContain('Page not found');
  }
  // Refused before rendering: the page cache holds the home page once asked for by its address, and no made-up view.
  await request.get('/');
  const kept = await keptFiles();
  expect(kept.filter((file) => file.endsWith(path.join('kept', 'home', 'plain.html')))).not.toEqual([]);
  expect(kept.filter((file) => file.includes('made'))).toEqual([]);
});
