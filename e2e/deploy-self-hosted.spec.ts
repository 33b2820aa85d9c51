import { request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createClient } from 'redis';
import { GOOGLE_SIGN_IN_HINT } from '../lib/infra/server-startup';
import { openTestDatabase, type TestDatabase } from '../test/database-server';
import { startRedisServer, type RedisServer } from '../test/redis-server';
import { databaseCommand, signedInClient, startExtraServer, type ExtraServer } from './support/extra-server';

// Self-hosting as the container image runs it: the standalone server (`node .next/standalone/server.js`), alone,
// with its health endpoints; then two instances sharing one Redis, where a review posted on one shows at once on
// the other, whose cached list and kept page expired through Redis (without the shared cache it would keep its own).
const ADMIN = { email: 'owner@mrittika.test', password: 'self-hosted-admin-password-5190' };

// Each file starts servers and databases of its own: its hooks get the time that takes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let db: TestDatabase;
let redis: RedisServer;
const servers: ExtraServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await openTestDatabase('mrittika_self_hosted');
  expect((await databaseCommand(db.uri, ['sync-indexes'])).status).toBe(0);
  expect((await databaseCommand(db.uri, ['seed-demo'], { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password })).status).toBe(0);
  redis = await startRedisServer();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.stop();
  await db?.stop();
});

async function instance(env: Record<string, string> = {}): Promise<ExtraServer> {
  const server = await startExtraServer({
    runner: 'standalone',
    env: { MONGODB_URI: db.uri, AUTH_SECRET: 'self-hosted-secret-0123456789abcdefghij', SITE_URL: 'https://shop.mrittika.example', ...env },
  });
  servers.push(server);
  return server;
}

test('the standalone server answers liveness and readiness as never-cached JSON, and serves the shop (without Google sign-in: none set)', async () => {
  const server = await instance();
  const client = await request.newContext({ baseURL: server.url });
  const live = await client.get('/api/health');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  expect(live.headers()['cache-control']).toMatch(/no-store/);
  const ready = await client.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  // Without REDIS_URL there is no shared cache to report.
  expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
  expect(ready.headers()['cache-control']).toMatch(/no-store/);
  const home = await client.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('All tools');
  // The demo catalogue, found as a shopper finds it: the catalogue's search.
  const found = await client.get('/tools?q=Square%20Notched%20Trowel');
  expect(found.status()).toBe(200);
  expect(await found.text()).toContain('Square Notched Trowel 10 mm');
  // Without Google credentials customers see no Google button and nothing about configuration; the log says how.
  for (const path of ['/login', '/register']) {
    const page = await (await client.get(path)).text();
    expect(page).not.toContain('Continue with Google');
    expect(page).not.toContain('AUTH_GOOGLE');
  }
  expect(server.output()).toContain(GOOGLE_SIGN_IN_HINT);
  await client.dispose();
});

test('two instances with REDIS_URL share the cache: a write on one expires the cached list and the kept page on the other at once', async () => {
  const posted = 'Posted on the first instance, read on the second.';
  const [first, second] = await Promise.all([instance({ REDIS_URL: redis.url }), instance({ REDIS_URL: redis.url })]);
  const reader = await request.newContext({ baseURL: second.url });
  const before = (await (await reader.get('/api/review')).json()) as { review: string }[];
  expect(before).toHaveLength(7);
  // The reviews page is kept once rendered (docs/decisions/0085-catalogue-pages-kept.md), in Redis too.
  expect(await (await reader.get('/review')).text()).not.toContain(posted);

  // The list and the page the second instance read now sit in Redis, where the first instance finds them too: the
  // handlers for 'use cache' and for the incremental cache were both installed as the servers started.
  const inspector = createClient({ url: redis.url });
  await inspector.connect();
  expect((await inspector.keys('mrittika:use-cache:*')).length).toBeGreaterThan(0);
  expect((await inspector.keys('mrittika:incremental:*')).length).toBeGreaterThan(0);
  await inspector.destroy();
  const firstReader = await request.newContext({ baseURL: first.url });
  expect(await (await firstReader.get('/api/review')).json()).toEqual(before);

  const writer = await signedInClient(first, ADMIN);
  const answer = await writer.post('/api/review', { data: { review: posted, ratings: '5' } });
  expect(answer.status(), await answer.text()).toBe(201);

  const after = (await (await reader.get('/api/review')).json()) as { review: string }[];
  expect(after).toHaveLength(8);
  expect(after.map((review) => review.review)).toContain(posted);
  // The second instance's kept page expired through Redis as well: without the shared cache it would keep its own.
  expect(await (await reader.get('/review')).text()).toContain(posted);
  await Promise.all([reader.dispose(), firstReader.dispose(), writer.dispose()]);
});

test('a write expires the kept pages again two seconds later, so that a render racing it is not kept', async () => {
  // docs/decisions/0087-cache-components.md. Nothing else writes to this database, so only that second expiry can
  // make the kept page render again.
  const server = await instance();
  const reader = await request.newContext({ baseURL: server.url });
  const cacheOf = async () => (await reader.get('/review')).headers()['x-nextjs-cache'];
  await cacheOf();
  expect(await cacheOf()).toBe('HIT');
  const writer = await signedInClient(server, ADMIN);
  expect((await writer.post('/api/review', { data: { review: 'Expired twice over', ratings: '4' } })).status()).toBe(201);
  const written = Date.now();
  expect(await cacheOf()).toBe('MISS');
  expect(await cacheOf()).toBe('HIT');
  await expect.poll(cacheOf, { intervals: [200], timeout: 6_000 }).toBe('MISS');
  expect(Date.now() - written).toBeGreaterThanOrEqual(1_800);
  expect(await cacheOf()).toBe('HIT');
  await Promise.all([reader.dispose(), writer.dispose()]);
});
