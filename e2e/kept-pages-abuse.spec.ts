import type { APIRequestContext } from '@playwright/test';
import { expect, fileActors, fileTag, test } from './support/fixtures';
import { referenceIdsIn } from './support/server-references';
import { addToolThroughApi } from './support/dashboard';
import { keptPages } from './support/page-cache';
import { insertTool } from './support/records';

// Three ways anyone could make the server keep what they chose (docs/decisions/0092-cached-reads-take-no-caller-arguments.md,
// 0084-tool-pages-kept.md, 0085-catalogue-pages-kept.md): calling the cached reads as a server action, spelling a
// tool's id in capitals, and a query string of their own on the request that renders a kept page.
const tag = fileTag();
const { admin, customer } = fileActors(tag, { admin: ['abuse-admin', 'admin'], customer: ['abuse-customer'] });

/** The server reference id Next.js gave the data layer's one `'use cache'` function in the test server's build. */
async function cachedFunctionId(): Promise<string> {
  const ids = await referenceIdsIn('lib/data/cache.ts');
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

test.describe('the cached reads, called as a server action', () => {
  test('are refused whatever the arguments, and nothing of the catalogue comes back', async ({ request, baseURL }) => {
    const tool = await insertTool(tag, { name: `Leak Probe ${tag}` });
    const id = await cachedFunctionId();
    const payloads = [
      // The audit's: the signature before the fix (database, key, tags, args) and after it (database, key, args).
      ['x', 'tools:page', ['tools'], [1, 1_000_000, 'newest']],
      ['y', 'tools:one', [], [{ $ne: null }]],
      ['y', 'reviews:tool', [], [{ $ne: null }, 1]],
      ['x', 'tools:page', [1, 1_000_000, 'newest']],
      ['y', 'tools:one', [{ $ne: null }]],
      ['made-up-database', 'tools:one', [tool._id.toHexString()]],
      ['x', 'tools:list', ['made-up-tag', 'tools'], []],
      ['x', 'tools:list', []],
      // Arguments a wrapper could pass: still no cache entry of the caller's making.
      ['x', 'tools:one', ['0123456789abcdef01234567']],
    ];
    for (const page of ['/tools?q=a', '/']) {
      for (const payload of payloads) {
        const answer = await request.post(page, {
          headers: { Origin: baseURL!, Accept: 'text/x-component', 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
          data: JSON.stringify(payload),
        });
        const text = await answer.text();
        const what = `${page} ${JSON.stringify(payload)}`;
        expect(answer.status(), what).toBe(400);
        expect(text, what).not.toContain(tag);
        expect(text, what).not.toContain('"items"');
        expect(text, what).not.toContain('"price"');
      }
    }
  });

  test('are refused as a form posted without script too', async ({ request, baseURL }) => {
    const id = await cachedFunctionId();
    const forms = [
      { [`$ACTION_ID_${id}`]: '' },
      { '$ACTION_REF_1': '', '$ACTION_1:0': JSON.stringify({ id, bound: ['x', 'tools:page', [1, 1_000_000, 'newest']] }) },
    ];
    for (const multipart of forms) {
      const answer = await request.post('/tools?q=a', { headers: { Origin: baseURL! }, multipart });
      expect(answer.status(), JSON.stringify(multipart)).toBe(400);
      expect(await answer.text()).not.toContain('"items"');
    }
  });
});

test.describe("a tool's id in capitals", () => {
  test('is a 308 to the one spelling, for its page, its reviews and its card image, and leaves no page kept', async ({ request }) => {
    const tool = await insertTool(tag);
    const id = tool._id.toHexString();
    // An id of digits only has no other spelling (one in about 80,000): this test then has nothing to ask.
    test.skip(!/[a-f]/.test(id), 'an id of digits only');
    const variant = id.replace(/[a-f]/, (letter) => letter.toUpperCase());

    for (let ask = 0; ask < 2; ask++) {
      const answer = await request.get(`/tools/${variant}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(308);
      expect(answer.headers()['location']).toBe(`/tools/${id}`);
      expect(answer.headers()['x-nextjs-cache']).toBeUndefined();
    }
    const reviews = await request.get(`/tools/${variant}/reviews/2?from=link`, { maxRedirects: 0 });
    expect(reviews.status()).toBe(308);
    expect(reviews.headers()['location']).toBe(`/tools/${id}/reviews/2?from=link`);

    // The one spelling is a page, kept as ever; its card image is linked under it and has one spelling too.
    const page = await request.get(`/tools/${id}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    // Kept (other tests' writes to the catalogue expire it too, since it lists related tools: asked for until HIT).
    await expect.poll(async () => (await request.get(`/tools/${id}`)).headers()['x-nextjs-cache']).toBe('HIT');
    const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&')).pathname;
    expect(image).toContain(`/tools/${id}/opengraph-image`);
    const card = await request.get(image.replace(id, variant), { maxRedirects: 0 });
    expect(card.status()).toBe(308);
    expect(card.headers()['location']).toBe(image);

    const kept = await keptPages();
    expect(kept.filter((file) => file.startsWith(id))).not.toEqual([]);
    expect(kept.filter((file) => file.startsWith(variant))).toEqual([]);
  });
});

test.describe('a foreign query string on a kept page', () => {
  /** Asks for `address` with a query string of the asker's own, then for the plain address: the text must not be there. */
  async function probe(request: APIRequestContext, address: string) {
    const marker = `PWN${Math.random().toString(36).slice(2, 10)}`;
    const first = await request.get(`${address}?utm_x=${marker}${'A'.repeat(2000)}`, { maxRedirects: 0 });
    expect(first.status(), address).toBe(307);
    expect(first.headers()['location'], address).toBe(address);
    // Followed as a browser would, then the plain address as every later visitor gets it.
    await request.get(`${address}?utm_x=${marker}`);
    const plain = await request.get(address);
    expect(plain.status(), address).toBe(200);
    expect(await plain.text(), address).not.toContain(marker);
    return plain;
  }

  test('never reaches the render that is kept: the page goes to its plain address', async ({ request }) => {
    // Writes that expire every kept page of the catalogue and of the reviews: the next request renders them afresh.
    const tool = await addToolThroughApi(admin, tag, { name: `Query Probe ${tag}` });
    const reviewed = await request.post('/api/review', { headers: customer.bearer, data: { review: `Kept ${tag}`, ratings: '4' } });
    expect(reviewed.status()).toBe(201);
    for (const address of ['/tools', '/', '/review', `/tools/${tool.id}`]) await probe(request, address);
    // Other tests' writes expire it too: asked for until it is served from what was kept.
    await expect.poll(async () => (await request.get('/tools')).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test("keeps the page's own parameters and the client router's requests", async ({ request }) => {
    await addToolThroughApi(admin, tag);
    // A search, a sort or a further page renders per request, with whatever else comes along.
    const search = await request.get(`/tools?q=Journey&utm_x=own-${tag}`, { maxRedirects: 0 });
    expect(search.status()).toBe(200);
    expect(search.headers()['x-nextjs-cache']).toBeUndefined();
    // The router's request for the page's payload (the RSC header, and `_rsc`, which Next.js itself sends the
    // router to when it is missing or does not match the headers) is answered as ever.
    const router = { RSC: '1', 'Next-Router-Prefetch': '1' };
    const payload = await request.get('/tools', { headers: router });
    expect(payload.status()).toBe(200);
    expect(payload.headers()['content-type']).toContain('text/x-component');
    const rsc = new URL(payload.url()).searchParams.get('_rsc');
    expect(rsc).toBeTruthy();
    const exact = await request.get(`/tools?_rsc=${rsc}`, { headers: router, maxRedirects: 0 });
    expect(exact.status()).toBe(200);
    // With a foreign parameter beside it, the router is sent to the plain payload.
    const foreign = await request.get(`/tools?_rsc=${rsc}&utm_x=rsc-${tag}`, { headers: router, maxRedirects: 0 });
    expect(foreign.status()).toBe(307);
    expect(foreign.headers()['location']).toBe(`/tools?_rsc=${rsc}`);
    // `_rsc` on a page load (no RSC header) is text of the asker's choosing, which Next.js would bake in as well.
    await addToolThroughApi(admin, tag);
    const loaded = await request.get(`/tools?_rsc=rsc${tag}`, { maxRedirects: 0 });
    expect(loaded.status()).toBe(307);
    expect(loaded.headers()['location']).toBe('/tools');
    await request.get(`/tools?_rsc=rsc${tag}`);
    expect(await (await request.get('/tools')).text()).not.toContain(`rsc${tag}`);
  });
});
