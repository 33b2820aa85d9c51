import { expect, fileActors, fileTag, test } from './support/fixtures';
import { testDb } from './support/database';
import { keptPages, SHARED_PAGE_LAG_MS } from './support/page-cache';
import { insertTool } from './support/records';

// A tool's page is rendered at its first request and kept; the writes that change what it shows expire it, and an
// address of no tool is refused before anything renders (docs/decisions/0084-tool-pages-kept.md).
const tag = fileTag();
const { admin, customer } = fileActors(tag, { admin: ['keeper', 'admin'], customer: ['buyer'] });

const REVIEWS_PAGE_SIZE = 5;

test('a tool page is served from what was kept, and an order, an edit and a deletion show on it', async ({ request }) => {
  const tool = await insertTool(tag, { price: 700, stock: 30, minimum: 1 });
  const path = `/tools/${tool._id.toHexString()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('In stock: 30');
  // Other tests' writes to the catalogue expire it too (it lists related tools), at once and two seconds later:
  // asked for until it is served from what was kept.
  let again = await request.get(path);
  await expect
    .poll(async () => {
      again = await request.get(path);
      return again.headers()['x-nextjs-cache'];
    })
    .toBe('HIT');
  // Still the shop's caching rule for public pages: never kept by a shared cache, asked again on every visit.
  expect(again.headers()['cache-control']).toBe('private, no-cache');

  // A change behind the shop's back is not seen: the page is the one kept.
  await (await testDb()).collection('tools').updateOne({ _id: tool._id }, { $set: { price: 701 } });
  expect(await (await request.get(path)).text()).not.toContain('701');

  const ordered = await request.post('/api/order', {
    headers: customer.bearer,
    data: { toolId: tool._id.toHexString(), quantity: 4, phone: '01711000000', address: `Dhaka ${tag}` },
  });
  expect(ordered.status()).toBe(201);
  // At once, or after the write's second expiry if another test's render of the page raced it (SHARED_PAGE_LAG_MS).
  const notShown = (...texts: string[]) => async () => {
    const html = await (await request.get(path)).text();
    return texts.filter((text) => !html.includes(text));
  };
  await expect.poll(notShown('In stock: 26', 'BDT 701'), { timeout: SHARED_PAGE_LAG_MS }).toEqual([]);

  expect((await request.patch(`/api/tools/${tool._id.toHexString()}`, { headers: admin.bearer, data: { price: 750 } })).status()).toBe(200);
  await expect.poll(notShown('BDT 750'), { timeout: SHARED_PAGE_LAG_MS }).toEqual([]);

  expect((await request.delete(`/api/tools/${tool._id.toHexString()}`, { headers: admin.bearer })).status()).toBe(200);
  const gone = await request.get(path);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('Page not found');
});

test('made-up tool addresses get the 404 page and leave nothing kept behind', async ({ request }) => {
  const made = ['0123456789abcdef01234567', 'not-an-id', 'f'.repeat(24)];
  for (const id of made) {
    const answer = await request.get(`/tools/${id}`);
    expect(answer.status(), id).toBe(404);
    expect(await answer.text()).toContain('Page not found');
  }
  // Refused before rendering: the test server's page cache (Next.js' own, on disk in its build) holds none of them,
  // while it does hold a real tool's page once asked for.
  const real = await insertTool(tag);
  await request.get(`/tools/${real._id.toHexString()}`);
  const kept = await keptPages();
  expect(kept).toContain(`${real._id.toHexString()}.html`);
  for (const id of made) expect(kept.filter((file) => file.startsWith(id)), id).toEqual([]);
});

test('the further pages of a tool’s reviews have their own address; page 1 is the tool’s page; no other number is a page', async ({ request }) => {
  const tool = await insertTool(tag);
  const id = tool._id.toHexString();
  const start = Date.now();
  const db = await testDb();
  // Counted in the shop's review tally as the app would, so that the file's clean-up (which uncounts them) balances.
  await db.collection('reviewtallies').updateOne({ key: 'shop' }, { $inc: { count: REVIEWS_PAGE_SIZE + 1, sum: 4 * (REVIEWS_PAGE_SIZE + 1) } });
  await db.collection('reviews').insertMany(
    Array.from({ length: REVIEWS_PAGE_SIZE + 1 }, (_, index) => ({
      name: `Reviewer ${index} ${tag}`,
      email: `reviewer${index}@example.test`,
      review: `Review number ${index} ${tag}`,
      ratings: '4',
      toolId: tool._id,
      hidden: false,
      createdAt: new Date(start + index * 1000),
      updatedAt: new Date(start + index * 1000),
    })),
  );

  const first = await (await request.get(`/tools/${id}`)).text();
  expect(first).toContain(`Review number ${REVIEWS_PAGE_SIZE} ${tag}`);
  expect(first).not.toContain(`Review number 0 ${tag}`);
  expect(first).toContain(`href="/tools/${id}/reviews/2#reviews"`);

  const second = await request.get(`/tools/${id}/reviews/2`);
  expect(second.status()).toBe(200);
  const html = await second.text();
  expect(html).toContain(`Review number 0 ${tag}`);
  expect(html).not.toContain(`Review number ${REVIEWS_PAGE_SIZE} ${tag}`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/tools/${id}/reviews/2"/>`));

  const one = await request.get(`/tools/${id}/reviews/1`, { maxRedirects: 0 });
  expect(one.status()).toBe(308);
  expect(one.headers()['location']).toBe(`/tools/${id}`);
  for (const page of ['3', '0', '02', 'abc', '99999']) {
    expect((await request.get(`/tools/${id}/reviews/${page}`)).status(), page).toBe(404);
  }
  expect((await request.get(`/tools/0123456789abcdef01234567/reviews/2`)).status()).toBe(404);
});
