import { randomUUID } from 'node:crypto';
import { PAGE_POST_LIMIT_BYTES } from '../lib/http/page-posts';
import { expect, test } from './support/fixtures';
import { actionId } from './support/server-references';
import { type Actor, createActor, disposeActors } from './support/accounts';
import { removePublicRecords, runTag, testDb, uniqueIp } from './support/database';
import { apiRoutesOnDisk, HTTP_METHODS } from './support/api-routes';
import { E2E_BASE_URL } from './support/stack';

// The edges of the site answer cleanly: JSON for every API path and method, a 4xx for every malformed, oversized
// or cross-site request (never a 500), and no stored image URL can break a page or the image optimiser.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const NOT_FOUND = { error: 'There is no such API path. The API is described at /api/openapi.json.' };

test('unknown /api paths answer JSON 404 for every method', async ({ request }) => {
  for (const path of ['/api/nope', '/api/tools/665f1c2ab7e4c1a2b3c4d5e6/extra', '/api/user/admin/someone@mrittika.test/extra', '/api/auth/nope', '/api/a/b/c']) {
    for (const method of HTTP_METHODS) {
      const answer = await request.fetch(path, { method, data: method === 'GET' ? undefined : {} });
      expect(answer.status(), `${method} ${path}`).toBe(404);
      expect(answer.headers()['content-type'], `${method} ${path}`).toContain('application/json');
      expect(await answer.json(), `${method} ${path}`).toEqual(NOT_FOUND);
    }
  }
});

test('every API route answers a method it does not have with JSON 405 and Allow', async ({ request }) => {
  const routes = (await apiRoutesOnDisk()).filter((route) => !route.isCatchAll);
  let checked = 0;
  for (const route of routes) {
    const allow = (await request.fetch(route.samplePath, { method: 'OPTIONS' })).headers()['allow'];
    expect(allow, route.samplePath).toMatch(/OPTIONS$/);
    for (const method of HTTP_METHODS.filter((name) => !allow!.split(', ').includes(name))) {
      const answer = await request.fetch(route.samplePath, { method, data: method === 'GET' ? undefined : {} });
      expect(answer.status(), `${method} ${route.samplePath}`).toBe(405);
      expect(answer.headers()['allow'], `${method} ${route.samplePath}`).toBe(allow);
      expect(await answer.json()).toEqual({ error: `${method} is not allowed here. Allowed: ${allow}.` });
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(30);
});

test.describe('API writes from pages of other sites', () => {
  let tag: string;
  let customer: Actor;
  test.beforeAll(async () => {
    tag = runTag();
    customer = await createActor(tag, 'crosser');
  });
  test.afterAll(async () => {
    await disposeActors(customer);
    await removePublicRecords(tag);
  });

  test('are refused with 403 and write nothing; malformed and oversized bodies are 400 and 413', async () => {
    const review = { review: `Cross-site ${tag}`, ratings: '5' };
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const answer = await customer.session.post('/api/review', { data: review, headers: { origin } });
      expect(answer.status(), origin).toBe(403);
      expect(await answer.json()).toEqual({ error: 'Requests from pages of other sites are not accepted.' });
    }
    expect(await (await testDb()).collection('reviews').countDocuments({ review: `Cross-site ${tag}` })).toBe(0);
    // Our own pages (same origin) and clients that send no Origin at all are served.
    expect((await customer.session.post('/api/review', { data: review, headers: { origin: E2E_BASE_URL } })).status()).toBe(201);

    const malformed = await customer.session.post('/api/review', { data: '{"review": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status()).toBe(400);
    const huge = await customer.session.post('/api/review', { data: { review: 'x'.repeat(2 * 1024 * 1024), ratings: '5' } });
    expect(huge.status()).toBe(413);
  });
});

test('server-action posts that are cross-site, malformed, oversized or of the wrong type get a 4xx that says so', async ({ request }) => {
  // The contact form's action, on the home page.
  const action = await actionId('sendContactMessage');
  const marker = randomUUID();
  const good = JSON.stringify([{ name: `Edge ${marker}`, email: 'edge@example.com', message: `Hello ${marker}` }]);
  const post = (headers: Record<string, string>, data: string | Buffer) =>
    request.post('/', { headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8', origin: E2E_BASE_URL, ...headers }, data });

  const cases: [string, Promise<Awaited<ReturnType<typeof post>>>, number, RegExp][] = [
    ['another site', post({ origin: 'https://evil.example' }, good), 403, /another site/],
    ['a sandboxed frame (Origin: null)', post({ origin: 'null' }, good), 403, /another site/],
    ['a body that is not what the action sends', post({}, '{{{not json'), 400, /could not be read/],
    ['a broken multipart body', post({ 'content-type': 'multipart/form-data; boundary=xyz' }, 'garbage'), 400, /could not be read/],
    ['a body over the upload limit', post({}, Buffer.alloc(PAGE_POST_LIMIT_BYTES + 10, 'a')), 413, /larger than 5.25 MB/],
    ['a type forms never send', post({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'), 415, /text\/plain or multipart/],
    ['a malformed action id', post({ 'next-action': '../../x' }, good), 400, /Invalid Server Action/],
    [
      'a form without script from another site',
      request.post('/', { headers: { origin: 'https://evil.example' }, multipart: { [`$ACTION_ID_${action}`]: '', name: 'x' } }),
      403,
      /another site/,
    ],
  ];
  for (const [what, answer, status, message] of cases) {
    const response = await answer;
    expect(response.status(), what).toBe(status);
    expect(await response.text(), what).toMatch(message);
  }
  // Arguments no page sends, however large or oddly shaped, are refused, never a 500: by middleware (400) when no
  // action could take them, else by the action's own schema (its answer says `ok: false`, status 400).
  const huge: [string, string, number, RegExp][] = [
    ['a million arguments', JSON.stringify(Array.from({ length: 1_000_000 }, () => 1)), 400, /not a form of this site/],
    ['one argument, a million items long', JSON.stringify([Array.from({ length: 1_000_000 }, () => 1)]), 400, /not a form of this site/],
    ['an argument nested a hundred thousand deep', `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`, 400, /not a form of this site|could not be read/],
    ['a string argument of 4 MB', JSON.stringify(['x'.repeat(4_000_000)]), 200, /"ok":false,"status":400/],
  ];
  for (const [what, body, status, answer] of huge) {
    const response = await post({}, body);
    expect(response.status(), what).toBe(status);
    expect(await response.text(), what).toMatch(answer);
  }
  expect(await (await testDb()).collection('contactmessages').countDocuments({ message: `Hello ${marker}` })).toBe(0);

  // The action itself still works from our own pages.
  const sent = await post({}, good);
  expect(sent.status()).toBe(200);
  expect(await sent.text()).toContain('"ok":true');
});

test('no stored image URL makes a page or /_next/image answer 500', async ({ page, request, signedIn }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const hostile = [
    '/\\evil.example/x.png',
    '/images/\\evil.example/x.png',
    '/images//evil.example/x.png',
    '//evil.example/x.png',
    '/images/%2e%2e/%2e%2e/x.png',
    'javascript:alert(1)',
    'https://user:pass@evil.example/x.png',
    '/\\evil.example/x.svg',
  ];
  await signedIn({ role: 'admin' });
  const db = await testDb();
  const now = new Date();
  // Straight into the database, as if written before the image rule existed.
  const { insertedIds } = await db.collection('tools').insertMany(
    hostile.map((img, index) => ({ name: `Odd Image ${tag} ${index}`, desc: `Test ${tag}`, price: 100, minimum: 1, stock: 5, img, createdAt: now, updatedAt: now })),
  );
  // An admin's write expires the cached catalogue, so the lists show the odd tools too.
  const added = await page.request.post('/api/tools', {
    data: { name: `Plain Image ${tag}`, desc: `Test ${tag}`, price: 100, minimum: 1, stock: 5, img: '/images/tools/notched-trowel.svg' },
  });
  expect(added.status()).toBe(201);
  const { insertedId: plainId } = (await added.json()) as { insertedId: string };
  try {
    // Whatever a page could ask the optimiser for, stored or typed by hand.
    for (const url of [...hostile, '/images/tools/x.png?w=1', '/images/nope/x.png', '/api/tools', '/%5Cevil.example/x.png']) {
      const answer = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(answer.status(), url).toBeLessThan(500);
    }
    // The optimiser still serves our own images.
    expect((await request.get('/_next/image?url=%2Fimages%2Fbanner%2Fshare.jpg&w=640&q=75')).status()).toBe(200);

    for (const [index, id] of Object.entries(insertedIds)) {
      const answer = await page.goto(`/tools/${id.toHexString()}`);
      expect(answer?.status(), hostile[Number(index)]).toBe(200);
      const image = page.locator('main img').first();
      await expect(image).toHaveAttribute('src', '/images/tools/no-image.svg');
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const api = await request.get(`/api/tools/${insertedIds[0]!.toHexString()}`);
    expect(await api.json()).toMatchObject({ img: '/images/tools/no-image.svg' });

    // The catalogue and Manage Tools, searched for these tools (both list a page at a time).
    const search = encodeURIComponent(`Odd Image ${tag}`);
    expect((await page.goto(`/tools?q=${search}`))?.status()).toBe(200);
    const card = page.getByRole('article', { name: `Odd Image ${tag} 0` });
    await expect(card.locator('img')).toHaveAttribute('src', '/images/tools/no-image.svg');
    expect((await page.goto(`/dashboard/manageproduct?q=${search}`))?.status()).toBe(200);
    await expect(page.getByRole('row').filter({ hasText: `Odd Image ${tag} 0` })).toHaveCount(1);
    const srcs = await page.locator('main img').evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
    expect(srcs.filter((src) => src.includes('evil.example') || src.startsWith('javascript:'))).toEqual([]);
  } finally {
    await db.collection('tools').deleteMany({ _id: { $in: Object.values(insertedIds) } });
    await page.request.delete(`/api/tools/${plainId}`);
  }
});

test('next/image serves our own raster images under the policy', async ({ page }) => {
  const tag = runTag();
  const { insertedId } = await (await testDb()).collection('tools').insertOne({
    name: `Photo Tool ${tag}`,
    desc: `Test ${tag}`,
    price: 100,
    minimum: 1,
    stock: 5,
    img: '/images/banner/share.jpg',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  try {
    await page.goto(`/tools/${insertedId.toHexString()}`);
    const image = page.locator('main img').first();
    await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=%2Fimages%2Fbanner%2Fshare\.jpg/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await removePublicRecords(tag);
  }
});
