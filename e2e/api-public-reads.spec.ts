import { expect, fileActors, fileTag, test, type APIResponse } from './support/fixtures';
import { E2E_BASE_URL, E2E_CORS_ORIGIN } from './support/stack';
import { createActor, disposeActors } from './support/accounts';
import { insertOrder, insertTool } from './support/records';

// The REST contract, unchanged by default and faster to read: pages with Link and X-Total-Count, ETags and 304,
// a short shared cache for the public reads, and CORS (docs/decisions/0062-http-caching-cors-and-api-pages.md).
// Other files write tools and reviews meanwhile: no assertion counts the catalogue.
const tag = fileTag();
const { admin, customer } = fileActors(tag, { admin: ['pager', 'admin'], customer: ['reader'] });

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
const OTHER_ORIGIN = 'https://anyone.example';

/** The Link header as { rel: absolute URL }. */
function links(response: APIResponse): Record<string, string> {
  const header = response.headers()['link'] ?? '';
  return Object.fromEntries([...header.matchAll(/<([^>]+)>; rel="(\w+)"/g)].map(([, url, rel]) => [rel!, url!]));
}

test('without limit and page the lists answer as they always did: a whole JSON array, no paging headers', async ({ request }) => {
  for (const path of ['/api/tools', '/api/review']) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/json');
    const list = await answer.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    expect(typeof list[0]._id).toBe('string');
    expect(answer.headers()['link']).toBeUndefined();
    expect(answer.headers()['x-total-count']).toBeUndefined();
  }
  const tools = await (await request.get('/api/tools')).json();
  expect(Object.keys(tools[0])).toEqual(expect.arrayContaining(['_id', 'name', 'desc', 'price', 'minimum', 'stock', 'img']));
  const mine = await request.get('/api/order', { headers: customer.bearer });
  expect(Array.isArray(await mine.json())).toBe(true);
  expect(mine.headers()['link']).toBeUndefined();
});

test('with limit and page: that page, a Link to first/prev/next/last on the site address, and X-Total-Count', async ({ request }) => {
  // A forged Host does not reach the links: they are built from SITE_URL.
  const answer = await request.get('/api/tools?limit=2&page=2', { headers: { 'x-forwarded-host': 'evil.example' } });
  expect(answer.status()).toBe(200);
  const page = await answer.json();
  expect(page).toHaveLength(2);
  const total = Number(answer.headers()['x-total-count']);
  expect(total).toBeGreaterThanOrEqual(10);
  const rels = links(answer);
  expect(Object.keys(rels).sort()).toEqual(['first', 'last', 'next', 'prev']);
  expect(rels.first).toBe(`${E2E_BASE_URL}/api/tools?limit=2&page=1`);
  expect(rels.prev).toBe(`${E2E_BASE_URL}/api/tools?limit=2&page=1`);
  expect(rels.next).toBe(`${E2E_BASE_URL}/api/tools?limit=2&page=3`);
  expect(rels.last).toBe(`${E2E_BASE_URL}/api/tools?limit=2&page=${Math.ceil(total / 2)}`);

  const past = await request.get('/api/review?limit=100&page=10000');
  expect(await past.json()).toEqual([]);
  expect(links(past).next).toBeUndefined();
  expect((await (await request.get('/api/review?limit=1')).json()).length).toBe(1);
});

test("a customer's orders a page at a time, following the links, newest first; the other parameters stay in the links", async ({ request }) => {
  // An account of its own: its order count is exact whatever else this file does.
  const buyer = await createActor(tag, 'paged-buyer');
  const tool = await insertTool(tag, { price: 300, minimum: 1 });
  const placed = [];
  for (let index = 0; index < 3; index += 1) placed.push(await insertOrder(tool, buyer.email, { quantity: 1 }));
  const newestFirst = placed.map((order) => order._id.toHexString()).reverse();

  const first = await request.get('/api/order?limit=2', { headers: buyer.bearer });
  expect(first.headers()['x-total-count']).toBe('3');
  expect(first.headers()['cache-control']).toBe('private, no-store');
  const next = links(first).next!;
  expect(next).toBe(`${E2E_BASE_URL}/api/order?limit=2&page=2`);
  const second = await request.get(next, { headers: buyer.bearer });
  expect(links(second).next).toBeUndefined();
  const ids = [...(await first.json()), ...(await second.json())].map((order: { _id: string }) => order._id);
  expect(ids).toEqual(newestFirst);
  expect((await (await request.get('/api/order', { headers: buyer.bearer })).json()).map((order: { _id: string }) => order._id)).toEqual(newestFirst);

  const asAdmin = await request.get(`/api/order?email=${encodeURIComponent(buyer.email)}&page=1&limit=1`, { headers: admin.bearer });
  expect(await asAdmin.json()).toHaveLength(1);
  expect(links(asAdmin).last).toBe(`${E2E_BASE_URL}/api/order?email=${encodeURIComponent(buyer.email)}&limit=1&page=3`);
  for (const path of ['/api/user?limit=1', '/api/confirm?page=1']) {
    const answer = await request.get(path, { headers: admin.bearer });
    expect(answer.status()).toBe(200);
    expect(Array.isArray(await answer.json())).toBe(true);
    expect(Number(answer.headers()['x-total-count'])).toBeGreaterThanOrEqual(path.startsWith('/api/user') ? 2 : 0);
  }
  await disposeActors(buyer);
});

test('a bad limit or page is a 400 that names it', async ({ request }) => {
  for (const [query, field] of [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=1e9', 'limit'],
    ['page=-1', 'page'],
    ['page=1&page=2', 'page'],
    [`page=${'9'.repeat(5000)}`, 'page'],
  ] as const) {
    for (const [path, headers] of [
      ['/api/tools', {}],
      ['/api/review', {}],
      ['/api/order', customer.bearer],
    ] as const) {
      const answer = await request.get(`${path}?${query}`, { headers });
      expect(answer.status(), `${path}?${query.slice(0, 20)}`).toBe(400);
      const body = await answer.json();
      expect(body.error).toBe('Invalid input');
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  }
});

test('a tool has a strong ETag: 304 with no body while it is unchanged, a new ETag once it changes', async ({ request }) => {
  const tool = await insertTool(tag, { price: 900 });
  const path = `/api/tools/${tool._id.toHexString()}`;
  const first = await request.get(path);
  const etag = first.headers()['etag']!;
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers()['cache-control']).toBe(PUBLIC_CACHE);
  expect((await request.get(path)).headers()['etag']).toBe(etag);

  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const again = await request.get(path, { headers: { 'If-None-Match': ifNoneMatch } });
    expect(again.status(), ifNoneMatch).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()['etag']).toBe(etag);
  }
  expect((await request.get(path, { headers: { 'If-None-Match': '"other"' } })).status()).toBe(200);

  const listBefore = (await request.get('/api/tools')).headers()['etag'];
  expect((await request.get('/api/tools', { headers: { 'If-None-Match': listBefore! } })).status()).toBe(304);
  expect((await request.patch(path, { headers: admin.bearer, data: { price: 901 } })).status()).toBe(200);
  const changed = await request.get(path, { headers: { 'If-None-Match': etag } });
  expect(changed.status()).toBe(200);
  expect((await changed.json()).price).toBe(901);
  expect(changed.headers()['etag']).not.toBe(etag);
  expect((await request.get('/api/tools', { headers: { 'If-None-Match': listBefore! } })).status()).toBe(200);
});

test('answers to calls with credentials are never shared: private, no-store, no ETag', async ({ request }) => {
  const answer = await request.get('/api/tools?limit=1', { headers: customer.bearer });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['etag']).toBeUndefined();
  expect((await request.get('/api/user', { headers: admin.bearer })).headers()['cache-control']).toBe('private, no-store');
});

test('CORS: any origin reads the public lists; the preflight says so', async ({ request }) => {
  const answer = await request.get('/api/tools?limit=1', { headers: { Origin: OTHER_ORIGIN } });
  expect(answer.headers()['access-control-allow-origin']).toBe('*');
  expect(answer.headers()['access-control-allow-credentials']).toBeUndefined();
  expect(answer.headers()['access-control-expose-headers']).toContain('X-Total-Count');

  const preflight = await request.fetch('/api/review', {
    method: 'OPTIONS',
    headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe('*');
  expect(preflight.headers()['access-control-allow-methods']).toContain('GET');
  expect(preflight.headers()['access-control-allow-headers']).toBe('If-None-Match');

  // Writing, or reading with a token, is not offered to an unlisted origin.
  const write = await request.fetch('/api/review', {
    method: 'OPTIONS',
    headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
  });
  expect(write.headers()['access-control-allow-origin']).toBeUndefined();
  const listed = await request.fetch('/api/review', {
    method: 'OPTIONS',
    headers: { Origin: E2E_CORS_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
  });
  expect(listed.headers()['access-control-allow-origin']).toBe(E2E_CORS_ORIGIN);
  expect(listed.headers()['access-control-allow-credentials']).toBe('true');
  expect(listed.headers()['access-control-allow-headers']).toContain('Authorization');
});

test('CORS: a bearer call is granted to the listed origin only, never to another or with *', async ({ request }) => {
  const fromListed = await request.get('/api/order', { headers: { ...customer.bearer, Origin: E2E_CORS_ORIGIN } });
  expect(fromListed.status()).toBe(200);
  expect(fromListed.headers()['access-control-allow-origin']).toBe(E2E_CORS_ORIGIN);
  expect(fromListed.headers()['access-control-allow-credentials']).toBe('true');
  expect(fromListed.headers()['vary']).toContain('Origin');

  for (const origin of [OTHER_ORIGIN, 'null', `${E2E_CORS_ORIGIN}/`, E2E_CORS_ORIGIN.toUpperCase(), `${E2E_CORS_ORIGIN}:8443`]) {
    for (const path of ['/api/order', '/api/tools']) {
      const answer = await request.get(path, { headers: { ...customer.bearer, Origin: origin } });
      expect(answer.headers()['access-control-allow-origin'], `${path} from ${origin}`).toBeUndefined();
      expect(answer.headers()['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers()['vary']).toContain('Origin');
    }
  }

  // The listed origin may write with a token; another site's page may not.
  const tool = await insertTool(tag, { price: 120, minimum: 1, stock: 10 });
  const order = { toolId: tool._id.toHexString(), quantity: 1, phone: '01711000000', address: `Dhaka ${tag}` };
  const refused = await request.post('/api/order', { headers: { ...customer.bearer, Origin: OTHER_ORIGIN }, data: order });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  const placed = await request.post('/api/order', { headers: { ...customer.bearer, Origin: E2E_CORS_ORIGIN }, data: order });
  expect(placed.status()).toBe(201);
  expect(placed.headers()['access-control-allow-origin']).toBe(E2E_CORS_ORIGIN);
});
