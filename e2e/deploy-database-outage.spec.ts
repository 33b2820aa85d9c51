import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../scripts/embedded-db';
import { freePort } from '../test/free-port';
import { databaseCommand, signedInClient, startExtraServer, type ExtraServer } from './support/extra-server';

// The database goes away under load and comes back, while the server keeps running (the standalone server, as in
// the container). API calls that need it answer 503 with Retry-After within about 2 s each; pages answer the
// "we'll be right back" page with status 503; when the database is back both recover without a restart.
const ADMIN = { email: 'owner@mrittika.test', password: 'outage-admin-password-3307' };
const RUN_SECONDS = { before: 2, down: 9, recovery: 20 };

// Each file starts servers and databases of its own: its hooks get the time that takes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Answer = { at: number; kind: 'page' | 'api'; status: number; ms: number; retryAfter?: string; body: string };

let port: number;
let dataDir: string;
let db: EmbeddedDatabase | undefined;
let server: ExtraServer;
let api: APIRequestContext;
let pages: APIRequestContext;
/** A tool's page, kept once rendered (decision 0084): served while the outage is not yet known, then the 503 page. */
let toolPage: string;

const startDatabase = async () => {
  db = await startEmbeddedDatabase({ dbName: 'mrittika_outage', port, dataDir, log: false });
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mrittika-outage-'));
  await startDatabase();
  expect((await databaseCommand(db!.uri, ['sync-indexes'])).status).toBe(0);
  expect((await databaseCommand(db!.uri, ['seed-demo'], { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password })).status).toBe(0);
  server = await startExtraServer({
    runner: 'standalone',
    env: { MONGODB_URI: db!.uri, AUTH_SECRET: 'outage-secret-0123456789abcdefghij', SITE_URL: 'https://shop.mrittika.example' },
  });
  api = await signedInClient(server, ADMIN);
  pages = await request.newContext({ baseURL: server.url });
  const [tool] = (await (await pages.get('/api/tools')).json()) as { _id: string }[];
  toolPage = `/tools/${tool!._id}`;
});

test.afterAll(async () => {
  await Promise.all([api?.dispose(), pages?.dispose()]);
  await server?.stop();
  await db?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The home page, a tool's page and one API call that needs the database (the caller's own orders), at the same time. */
async function round(started: number): Promise<Answer[]> {
  const ask = async (kind: Answer['kind'], client: APIRequestContext, url: string): Promise<Answer> => {
    const sent = Date.now();
    const answer = await client.get(url, { timeout: 15_000, maxRedirects: 0 });
    return {
      at: sent - started,
      kind,
      status: answer.status(),
      ms: Date.now() - sent,
      retryAfter: answer.headers()['retry-after'],
      body: await answer.text(),
    };
  };
  return Promise.all([
    ask('page', pages, '/'),
    ask('page', pages, toolPage),
    ask('api', api, `/api/order?email=${encodeURIComponent(ADMIN.email)}`),
  ]);
}

async function load(seconds: number, started: number, until?: (answers: Answer[]) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    answers.push(...(await round(started)));
    if (until?.(answers)) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return answers;
}

test('API calls answer 503 within about 2 s and pages the 503 page while the database is down; both recover without a restart', async () => {
  const started = Date.now();
  const before = await load(RUN_SECONDS.before, started);
  expect(before.every((answer) => answer.status === 200), JSON.stringify(before.filter((a) => a.status !== 200))).toBe(true);

  const stoppedAt = Date.now() - started;
  await db!.stop();
  db = undefined;
  const down = await load(RUN_SECONDS.down, started);

  // The API: every call that needed the database after it went answered 503 with Retry-After, none took long.
  const apiDown = down.filter((answer) => answer.kind === 'api' && answer.at > stoppedAt + 500);
  expect(apiDown.length).toBeGreaterThan(2);
  for (const answer of apiDown) {
    expect(answer.status, JSON.stringify(answer)).toBe(503);
    expect(answer.retryAfter).toBe('5');
    // 2 s of server selection at most, plus a margin for a busy machine.
    expect(answer.ms).toBeLessThan(3_000);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The shop is temporarily unavailable. Please try again in a moment.' });
  }

  // Pages: within a few seconds every page is the 503 page, which asks to be retried and reloads itself.
  const pagesDown = down.filter((answer) => answer.kind === 'page');
  const firstOutagePage = pagesDown.findIndex((answer) => answer.status === 503);
  expect(firstOutagePage, JSON.stringify(pagesDown.map((a) => [a.at, a.status]))).toBeGreaterThanOrEqual(0);
  expect(pagesDown[firstOutagePage]!.at - stoppedAt).toBeLessThan(4_000);
  for (const answer of pagesDown.slice(firstOutagePage)) {
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.body).toContain("We'll be right back");
    expect(answer.body).toContain('<meta http-equiv="refresh" content="5">');
  }
  // Never Next.js' bare 500 page, before or after the 503 page took over.
  expect(pagesDown.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
  // A kept read (`'use cache'`) not kept yet asks the database: a public API call and a part of the sitemap (not a
  // page, no middleware: decision 0089) tell their client to come back, rather than answer 500.
  for (const url of ['/api/tools/0123456789abcdef01234567', '/sitemaps/tools-9.xml']) {
    const answer = await pages.get(url, { timeout: 15_000 });
    expect(answer.status(), url).toBe(503);
    expect(answer.headers()['retry-after'], url).toBe('5');
  }

  const restartedAt = Date.now() - started;
  await startDatabase();
  const recovered = (answers: Answer[]) => {
    const last = answers.slice(-3);
    return last.length === 3 && last.every((answer) => answer.status === 200);
  };
  const after = await load(RUN_SECONDS.recovery, started, recovered);
  expect(recovered(after), JSON.stringify(after.map((a) => [a.kind, a.at, a.status]))).toBe(true);
  console.log(
    `[outage] database stopped at ${stoppedAt} ms; first API 503 after ${apiDown[0]!.at - stoppedAt} ms (${apiDown[0]!.ms} ms to answer); ` +
      `first 503 page after ${pagesDown[firstOutagePage]!.at - stoppedAt} ms; restarted at ${restartedAt} ms; ` +
      `both back after ${after.at(-1)!.at - restartedAt} ms`,
  );
  expect(server.output()).toContain('[db] the database is reachable again');
});
