import { request, type APIResponse } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { expect, test } from './support/fixtures';
import { hashPassword } from '../lib/auth/password';
import { cartTexts } from '../lib/texts';
import { openTestDatabase, type TestDatabase } from '../test/database-server';
import { startOtlpCollector, type CollectedSpan, type OtlpCollector } from '../test/otlp-collector';
import { startRedisServer, type RedisServer } from '../test/redis-server';
import { signIn } from './support/accounts';
import { databaseCommand, signedInClient, startExtraServer, type ExtraServer } from './support/extra-server';
import { actionId } from './support/server-references';

// Following a request, as an operator does (docs/operations.md): a production server (`npm start`) with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector on loopback and a Redis beside it. Every answer carries
// X-Request-Id; the API call's, the server action's and the error's JSON log line carry the same id, the route's
// pattern, the status, the time taken and the account's id, and nothing secret; their spans reach the collector,
// one for the route and one for each database command, under the trace id the log line names.
const ADMIN = { email: 'operator@mrittika.test', password: 'observability-admin-password-7741' };
const CUSTOMER = { email: 'watched.buyer@mrittika.test', password: 'observability-buyer-password-3318' };
const AUTH_SECRET = 'observability-secret-0123456789abcdefghij';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let db: TestDatabase;
let redis: RedisServer;
let collector: OtlpCollector;
let server: ExtraServer;
let adminId: string;
let customerId: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  db = await openTestDatabase('mrittika_observability');
  expect((await databaseCommand(db.uri, ['sync-indexes'])).status).toBe(0);
  expect((await databaseCommand(db.uri, ['seed-demo'], { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password })).status).toBe(0);
  const client = await MongoClient.connect(db.uri);
  const users = client.db().collection('users');
  adminId = String((await users.findOne({ email: ADMIN.email }))?._id);
  // Admins do not buy: the server action below is a customer's.
  const now = new Date();
  const { insertedId } = await users.insertOne({
    email: CUSTOMER.email,
    name: 'Watched Buyer',
    passwordHash: await hashPassword(CUSTOMER.password),
    role: 'customer',
    sessionVersion: 0,
    createdAt: now,
    updatedAt: now,
  });
  customerId = String(insertedId);
  await client.close();
  [redis, collector] = await Promise.all([startRedisServer(), startOtlpCollector()]);
  server = await startExtraServer({
    runner: 'next-start',
    env: (url) => ({
      MONGODB_URI: db.uri,
      AUTH_SECRET,
      SITE_URL: url,
      REDIS_URL: redis.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'mrittika-under-test',
      // Spans are sent in batches; a short wait keeps the test short.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all([redis?.stop(), collector?.stop()]);
  await db?.stop();
});

type LogLine = { time: string; level: string; msg: string; requestId?: string; traceId?: string; [field: string]: unknown };

/** The server's JSON log lines (the labelled block of a mail it could not send, and Next.js' own banner, are not JSON). */
function logLines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The request's own line, once it is written (a moment after the answer). */
async function requestLine(requestId: string, route: string): Promise<LogLine> {
  let found: LogLine | undefined;
  await expect
    .poll(() => (found = logLines().find((line) => line.requestId === requestId && line.route === route)), { timeout: 10_000 })
    .toBeDefined();
  return found!;
}

/** The spans of a trace, once the collector has them (`expected` names the ones the test waits for). */
async function spansOf(traceId: string, expected: (spans: CollectedSpan[]) => boolean): Promise<CollectedSpan[]> {
  let spans: CollectedSpan[] = [];
  await expect.poll(() => expected((spans = collector.spans().filter((span) => span.traceId === traceId))), { timeout: 20_000 }).toBe(true);
  return spans;
}

function requestIdOf(answer: APIResponse): string {
  const id = answer.headers()['x-request-id'];
  expect(id, `X-Request-Id on ${answer.url()}`).toMatch(/^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/);
  return id!;
}

const isDatabaseSpan = (span: CollectedSpan) => span.attributes['db.system.name'] === 'mongodb';

test('an API call: its answer, its one JSON log line and its spans (the route and each database command) share one id and one trace', async () => {
  const admin = await signedInClient(server, ADMIN);
  const answer = await admin.get('/api/order');
  expect(answer.status()).toBe(200);
  const requestId = requestIdOf(answer);

  const line = await requestLine(requestId, '/api/order');
  expect(line).toMatchObject({ level: 'info', method: 'GET', status: 200, accountId: adminId });
  expect(typeof line.durationMs).toBe('number');
  expect(Date.parse(line.time)).not.toBeNaN();
  expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);

  const spans = await spansOf(line.traceId!, (found) => found.some(isDatabaseSpan) && found.some((span) => !isDatabaseSpan(span)));
  expect(spans.every((span) => span.service === 'mrittika-under-test')).toBe(true);
  // Next.js' span for the route, and ours for the database, in the same trace.
  expect(spans.map((span) => span.attributes['next.route'] ?? span.attributes['http.route'])).toContain('/api/order');
  const database = spans.filter(isDatabaseSpan);
  expect(database.map((span) => span.attributes['db.collection.name'])).toContain('users');
  expect(database.every((span) => typeof span.attributes['db.operation.name'] === 'string')).toBe(true);
  // A database span names the command and the collection, never what was asked: no e-mail in any attribute.
  expect(JSON.stringify(spans)).not.toContain(ADMIN.email);
  await admin.dispose();
});

test('a route with an id logs its pattern, not the id; a visitor is logged without an account; the answer to every method carries its id', async () => {
  const visitor = await request.newContext({ baseURL: server.url });
  const tools = (await (await visitor.get('/api/tools')).json()) as { _id: string }[];
  const tool = tools[0]!;
  const answer = await visitor.get(`/api/tools/${tool._id}`);
  expect(answer.status()).toBe(200);
  const line = await requestLine(requestIdOf(answer), '/api/tools/[id]');
  expect(line).toMatchObject({ method: 'GET', status: 200 });
  expect(line.accountId).toBeUndefined();
  expect(JSON.stringify(line)).not.toContain(tool._id);

  // A refusal, a path no route serves and a preflight are answers too.
  const refused = await visitor.post('/api/order', { data: {}, headers: { origin: server.url } });
  expect(refused.status()).toBe(401);
  expect((await requestLine(requestIdOf(refused), '/api/order')).status).toBe(401);
  const unknown = await visitor.get('/api/no-such-thing/here');
  expect(unknown.status()).toBe(404);
  expect((await requestLine(requestIdOf(unknown), '/api/[...path]')).status).toBe(404);
  requestIdOf(await visitor.fetch('/api/tools', { method: 'OPTIONS' }));

  // A client's own X-Request-Id does not count without a trusted proxy: it could pass for another customer's.
  const forged = await visitor.get('/api/tools', { headers: { 'x-request-id': 'forged-request-id-0001' } });
  expect(requestIdOf(forged)).not.toBe('forged-request-id-0001');
  await visitor.dispose();
});

test('a page carries X-Request-Id, and a server action posted from it writes its line with the page\'s pattern and the account', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  requestIdOf(home as unknown as APIResponse);

  await signIn(page, CUSTOMER);
  const tools = (await (await page.request.get('/api/tools')).json()) as { _id: string; name: string }[];
  const tool = tools[0]!;
  await page.goto(`/tools/${tool._id}`);
  // Add to cart's action (the header's cart reads through actions of its own, which write their lines too).
  const addToCart = await actionId('setCartLineAction');
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] === addToCart);
  await page.getByRole('button', { name: cartTexts.addLabel(tool.name) }).click();
  const actionAnswer = await posted;
  const requestId = actionAnswer.headers()['x-request-id'];
  expect(requestId).toBeTruthy();
  const line = await requestLine(requestId!, 'action /tools/[id]');
  expect(line).toMatchObject({ method: 'POST', status: 200, accountId: customerId });
  await context.close();
});

test('the log holds no secret: no password, session cookie or e-mail address in any line', async () => {
  // The journeys above signed in with a password and a session cookie.
  const output = server.output();
  expect(output).not.toContain(ADMIN.password);
  expect(output).not.toContain(CUSTOMER.password);
  expect(output).not.toContain(AUTH_SECRET);
  for (const line of logLines()) expect(JSON.stringify(line)).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
});

test('readiness reports the database and Redis: a Redis that stops answering is reported, and the server stays ready', async () => {
  const client = await request.newContext({ baseURL: server.url });
  const ready = await client.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
  requestIdOf(ready);
  await redis.stop();
  const withoutRedis = await client.get('/api/health/ready');
  expect(withoutRedis.status()).toBe(200);
  expect(await withoutRedis.json()).toEqual({ status: 'ready', database: 'ok', redis: 'unavailable' });
  await client.dispose();
});

test('behind a trusted proxy (TRUSTED_PROXY_HOPS) the proxy\'s X-Request-Id is kept, and a line of the same request carries it', async () => {
  const proxied = await startExtraServer({
    runner: 'next-start',
    env: (url) => ({ MONGODB_URI: db.uri, AUTH_SECRET, SITE_URL: url, TRUSTED_PROXY_HOPS: '1' }),
  });
  try {
    const client = await request.newContext({ baseURL: proxied.url });
    const id = '0f8e4c2a9b7d41e3a5c6d7e8f9a0b1c2';
    const answer = await client.get('/api/tools', { headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.7' } });
    expect(answer.headers()['x-request-id']).toBe(id);
    const page = await client.get('/', { headers: { 'x-request-id': id } });
    expect(page.headers()['x-request-id']).toBe(id);
    // What does not read as an id is replaced, so nothing a client writes can break a log line.
    const odd = await client.get('/api/tools', { headers: { 'x-request-id': 'bad id {"level":"error"}' } });
    expect(odd.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => proxied.output().split('\n').some((line) => line.startsWith('{') && line.includes(`"requestId":"${id}"`))).toBe(true);
    await client.dispose();
  } finally {
    await proxied.stop();
  }
});
