/**
 * `npm run bench`: how fast the production build serves the shop, how it holds up with a grown catalogue, and how
 * much JavaScript its pages send, printed against the targets in docs/decisions/0030-benchmark.md. It prints; it
 * fails (exit 1) only when a response is broken (a status other than 200), so a failing page cannot look fast.
 *
 * Options (flag or environment variable):
 *   --no-build                 reuse the existing .next build (and the empty app's, when there is one)
 *   --rounds=N        BENCH_ROUNDS        interleaved rounds, the median is reported (default 3)
 *   --seconds=S       BENCH_SECONDS       about how long each target is loaded per round (default 3)
 *   --connections=N   BENCH_CONNECTIONS   concurrent keep-alive connections (default 10)
 *   --tools=N --reviews=N  BENCH_TOOLS, BENCH_REVIEWS  the grown data (default 2000 and 5000)
 *   BENCH_PORT=P      the app on P, the Express server on P+1, the empty app on P+2, the database on P+3
 *                     (default: free ports)
 *   --no-javascript, --no-grow   skip the browser part or the grown data
 *   --only-javascript  only the client JavaScript per page (no load, no Express, no grown data): about a minute
 *   --scripts         with the client JavaScript, list each page's scripts and their gzipped sizes
 *   --lighthouse      Lighthouse mobile performance of each public page (system Chromium)
 *   --lighthouse-runs=N  BENCH_LIGHTHOUSE_RUNS  audits of each page, the median is reported (default 3)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { request as playwrightRequest } from '@playwright/test';
import { Review } from '../../models/Review';
import { Tool } from '../../models/Tool';
import { demoUsers } from '../seed/catalogue';
import { seedDatabase } from '../seed/seed-database';
import { startProductionServer, type ProductionServer } from '../serve-production';
import { startScript } from './children';
import { growData } from './grow';
import { EMPTY_APP_PATHS, startEmptyApp } from './empty-app';
import { buildNextApp, measurePages, type PageJavaScript, type PageToMeasure } from './javascript';
import { lighthouse, lighthouseUnavailable, type LighthouseResult } from './lighthouse';
import { load, median, type LoadSettings, type Run } from './load';
import { watchMemory } from './memory';
import { printJavaScript, printLighthouse, printLoad, printSummary, type Phase } from './report';
import { signIn } from './session';
import { FORM_PAGES, benchTargets, type Target } from './targets';

/** Where each server of the run answers. */
type Urls = Record<Target['server'], string>;

const root = path.resolve(import.meta.dirname, '../..');
const AUTH_SECRET = 'bench-only-secret-not-for-production-0123456789';
/** The grown run keeps loading until the server has answered at least this many requests. */
const MEMORY_AFTER_REQUESTS = 10_000;
const TOP_UP_LIMIT_MS = 120_000;

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const onlyJavaScript = flag('only-javascript');
function setting(name: string, env: string, fallback: number): number {
  const given = argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[env];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} (${env}) must be a positive number, not ${given}`);
  return value;
}

const settings: LoadSettings = {
  rounds: setting('rounds', 'BENCH_ROUNDS', 3),
  seconds: setting('seconds', 'BENCH_SECONDS', 3),
  connections: setting('connections', 'BENCH_CONNECTIONS', 10),
};
const grownSize = { tools: setting('tools', 'BENCH_TOOLS', 2000), reviews: setting('reviews', 'BENCH_REVIEWS', 5000) };
const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;

const cleanups: (() => Promise<unknown>)[] = [];
let brokenResponses = false;
const startedAt = Date.now();

async function main() {
  const ports = {
    app: basePort ?? (await freePort()),
    express: basePort ? basePort + 1 : await freePort(),
    emptyApp: basePort ? basePort + 2 : await freePort(),
    database: basePort ? basePort + 3 : 0,
  };
  console.log(`Benchmark of ${gitDescription()} on ${os.cpus().length} cores, Node.js ${process.version}; ${loadAverage()}`);
  if (os.loadavg()[0]! > os.cpus().length) {
    console.log('Warning: the machine is busy with other work; rates will be low and ratios noisy. Compare only runs made alike.');
  }
  if (!onlyJavaScript) console.log(`Load: ${settings.connections} keep-alive connections, ${settings.rounds} interleaved rounds of about ${settings.seconds} s per target; medians.`);

  const db = await startScript<{ uri: string; engine: string }>('database.ts', { BENCH_DB_PORT: String(ports.database) });
  cleanups.push(() => db.stop());
  await mongoose.connect(db.info.uri);
  cleanups.push(() => mongoose.disconnect());
  await seedDatabase();
  console.log(`Database: ${db.info.engine} at ${db.info.uri}, demo data (${await Tool.countDocuments()} tools, ${await Review.countDocuments()} reviews).`);

  const appEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MONGODB_URI: db.info.uri,
    AUTH_SECRET,
    SITE_URL: `http://127.0.0.1:${ports.app}`,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (!flag('no-build') || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    // The build gets the database too, so that a page prerendered from data is built with the demo data, and the
    // server's address, which prerendered pages carry (docs/decisions/0082-prerendered-pages-carry-the-build-address.md).
    // `npm run bench` builds before the port is chosen: its pages carry the development address, which changes
    // nothing measured here.
    buildNextApp(root, 'the shop (production build)', { MONGODB_URI: db.info.uri, AUTH_SECRET, SITE_URL: appEnv.SITE_URL });
  }

  const express = onlyJavaScript
    ? null
    : await startScript<{ port: number }>('express-api.ts', { MONGODB_URI: db.info.uri, PORT: String(ports.express) });
  if (express) cleanups.push(() => express.stop());
  let app = await serveApp(ports.app, appEnv);
  const staticFile = smallestPublicFile();
  // The framework's own figures, beside ours (empty-app.ts): stopped once the demo-size load is measured.
  const emptyApp = await startEmptyApp({ port: ports.emptyApp, reuse: flag('no-build'), staticFile });
  cleanups.push(() => emptyApp.stop());

  const tool = await Tool.findOne().sort({ _id: 1 }).lean();
  if (!tool) throw new Error('The seeded database has no tool.');
  const urls: Urls = { app: app.url, express: express ? `http://127.0.0.1:${express.info.port}` : '', empty: emptyApp.url };
  const allTargets = benchTargets(staticFile, tool._id.toString());
  const { live: targets, missing, htmlPages } = await checkTargets(
    onlyJavaScript ? allTargets.filter((target) => target.group === 'page') : allTargets,
    urls,
  );

  // Client JavaScript alone: the pages' figures against the budgets, then done.
  if (onlyJavaScript) {
    await measureJavaScript(urls, targets, htmlPages, tool._id.toString());
    return;
  }

  // Client JavaScript and Lighthouse, on the demo data, before any load: the browsers are gone before the demo and
  // grown load phases run, back to back, so that their latencies (compared as a ratio) are measured alike.
  let javascript: { empty: PageJavaScript; pages: PageJavaScript[] } | null = null;
  const publicPages = targets.filter((target) => htmlPages.has(target.label));
  if (!flag('no-javascript')) {
    javascript = await measureJavaScript(urls, targets, htmlPages, tool._id.toString());
  }
  let lighthouseResults: Map<string, LighthouseResult> | null = null;
  let frameworkLighthouse: LighthouseResult | null = null;
  if (flag('lighthouse')) {
    lighthouseResults = new Map();
    const unavailable = lighthouseUnavailable();
    if (unavailable) console.log(`\nLighthouse skipped: ${unavailable}.`);
    else {
      const runs = setting('lighthouse-runs', 'BENCH_LIGHTHOUSE_RUNS', 3);
      for (const target of publicPages) lighthouseResults.set(target.label, await lighthouse(`${app.url}${target.path}`, runs));
      frameworkLighthouse = await lighthouse(`${emptyApp.url}${EMPTY_APP_PATHS.page}`, runs);
    }
    printLighthouse(lighthouseResults, frameworkLighthouse);
  }

  // Demo size.
  const demo = await measurePhase('demo', targets, urls, missing);
  printLoad(demo, null);
  await emptyApp.stop();
  // The framework's figures do not change with the shop's data: the grown phase loads the shop and Express only.
  const grownTargets = targets.filter((target) => target.server !== 'empty');

  // Grown data, on a restarted server with an empty data cache.
  let grown: Phase | null = null;
  if (!flag('no-grow')) {
    await app.stop();
    const growStarted = Date.now();
    const counts = await growData(grownSize);
    app = await serveApp(ports.app, appEnv);
    urls.app = app.url;
    const added = await writeThroughApi(app.url);
    console.log(
      `\nData grown to ${counts.tools.toLocaleString('en')} tools and ${counts.reviews.toLocaleString('en')} reviews straight in the database (${secondsSince(growStarted)} s); ` +
        `server restarted on an empty data cache; ${added}`,
    );
    const memory = watchMemory(app.pid, 500);
    grown = await measurePhase('grown', grownTargets, urls, missing);
    await topUp(grown, grownTargets, urls);
    grown.memory = memory.stop();
    printLoad(grown, demo);
  }

  printSummary({ demo, grown, javascript, lighthouse: lighthouseResults, frameworkLighthouse });
  console.log(`\nTotal time ${secondsSince(startedAt)} s; ${loadAverage()}.`);
  if (brokenResponses) {
    console.error('\nSome responses were broken (see above): the run fails.');
    process.exitCode = 1;
  }
}

/** Client JavaScript of every public HTML page and of the form pages (signed in as they need), printed. */
async function measureJavaScript(
  urls: Urls,
  targets: Target[],
  htmlPages: Set<string>,
  toolId: string,
): Promise<{ empty: PageJavaScript; pages: PageJavaScript[] }> {
  const baseUrl = urls.app;
  const started = Date.now();
  const pages: PageToMeasure[] = [
    ...targets.filter((target) => htmlPages.has(target.label)).map((target) => ({ label: target.label, path: target.path, as: 'visitor' as const })),
    ...FORM_PAGES.map((page) => ({ label: page.path, path: page.path.replace('{id}', toolId), as: page.as })),
  ];
  const [empty] = await measurePages(urls.empty, [{ label: 'empty Next.js app', path: EMPTY_APP_PATHS.page, as: 'visitor' }], async () => {});
  if (!empty) throw new Error('the empty app was not measured');
  const measured = await measurePages(baseUrl, pages, async (context, as) => {
    const account = demoUsers.find((user) => user.role === as);
    if (!account) throw new Error(`no ${as} account in the demo data`);
    await signIn(context.request, baseUrl, account.email, account.password);
  }, flag('scripts'));
  printJavaScript(empty, measured);
  console.log(`  (measured in ${secondsSince(started)} s)`);
  return { empty, pages: measured };
}

async function serveApp(port: number, env: Record<string, string | undefined>): Promise<ProductionServer> {
  // Ready when it serves a file: with the grown data the home page may take longer than a readiness check waits.
  const server = await startProductionServer({ port, env, readyPath: smallestPublicFile() });
  cleanups.push(() => server.stop());
  return server;
}

/**
 * Opens every target once. A page that answers 404 is not there (yet) and is skipped with a note; any other
 * answer but 200 is broken: reported, left out, and the run fails.
 */
async function checkTargets(
  targets: Target[],
  urls: Urls,
): Promise<{ live: Target[]; missing: string[]; htmlPages: Set<string> }> {
  const live: Target[] = [];
  const missing: string[] = [];
  // The pages a browser renders (not /sitemap.xml or /robots.txt): those whose JavaScript is measured.
  const htmlPages = new Set<string>();
  for (const target of targets) {
    const response = await fetch(`${urls[target.server]}${target.path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (target.group === 'page' && response.headers.get('content-type')?.includes('text/html')) htmlPages.add(target.label);
    if (response.status === 200) live.push(target);
    else if (response.status === 404 && target.group === 'page') {
      console.log(`Note: ${target.label} answers 404; skipped.`);
      missing.push(target.label);
    } else {
      console.error(`BROKEN: ${target.label} answers ${response.status}; left out.`);
      brokenResponses = true;
    }
  }
  return { live, missing, htmlPages };
}

/** Warm-up, then interleaved rounds over every target (each round starts one target further on). */
async function measurePhase(
  name: 'demo' | 'grown',
  targets: Target[],
  urls: Urls,
  missing: string[],
): Promise<Phase> {
  const phaseStarted = Date.now();
  const phase: Phase = {
    name,
    tools: await Tool.countDocuments(),
    reviews: await Review.countDocuments(),
    settings,
    targets,
    runs: new Map(targets.map((target) => [target.label, []])),
    htmlBytes: new Map(),
    contentTypes: new Map(),
    appRequests: 0,
    memory: null,
    broken: new Set(),
    missing,
  };
  // One request per connection at least: a page that takes seconds still gets a median.
  const minimum = settings.connections;
  const amounts = new Map<string, number>();
  const count = (target: Target, run: Run) => {
    if (target.server === 'app') phase.appRequests += run.requests + run.bad;
    if (run.bad > 0) {
      phase.broken.add(target.label);
      brokenResponses = true;
      console.error(`BROKEN: ${target.label}: ${JSON.stringify(run.badStatuses)}`);
    }
  };

  for (const target of targets) {
    const url = `${urls[target.server]}${target.path}`;
    // Warm-up: a few requests tell the rate, then about a second of them; exact amounts, so that nothing is left in flight.
    let run = await load(url, settings.connections, minimum);
    count(target, run);
    if (run.seconds < 0.5) {
      run = await load(url, settings.connections, Math.max(minimum, Math.round(run.perSecond)));
      count(target, run);
    }
    amounts.set(target.label, Math.max(minimum, Math.round(run.perSecond * settings.seconds)));
    // Sized after the warm-up: a page served stale once (while the app regenerates it) is fresh by now.
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    phase.htmlBytes.set(target.label, (await response.arrayBuffer()).byteLength);
    phase.contentTypes.set(target.label, response.headers.get('content-type') ?? '');
    if (response.status !== 200) {
      phase.broken.add(target.label);
      brokenResponses = true;
      console.error(`BROKEN: ${target.label} answered ${response.status}`);
    }
  }
  for (let round = 0; round < settings.rounds; round += 1) {
    process.stdout.write(`\r${name} size: round ${round + 1} of ${settings.rounds} ...`);
    const order = [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)];
    for (const target of order) {
      const run = await load(`${urls[target.server]}${target.path}`, settings.connections, amounts.get(target.label)!);
      count(target, run);
      phase.runs.get(target.label)!.push(run);
    }
  }
  process.stdout.write(`\r${name} size: ${settings.rounds} rounds in ${Math.round((Date.now() - phaseStarted) / 1000)} s.\n`);
  return phase;
}

/** Keeps loading the app's targets, a second each in turn, until it has answered MEMORY_AFTER_REQUESTS. */
async function topUp(phase: Phase, targets: Target[], urls: Urls) {
  const appTargets = targets.filter((target) => target.server === 'app');
  const deadline = Date.now() + TOP_UP_LIMIT_MS;
  for (let index = 0; phase.appRequests < MEMORY_AFTER_REQUESTS && Date.now() < deadline; index += 1) {
    const target = appTargets[index % appTargets.length]!;
    const rate = median(phase.runs.get(target.label)!.map((run) => run.perSecond));
    const run = await load(`${urls.app}${target.path}`, settings.connections, Math.max(settings.connections, Math.round(rate)));
    phase.appRequests += run.requests + run.bad;
    if (run.bad > 0) brokenResponses = true;
  }
}

/**
 * One tool and one review added through the API, as an admin and a customer would: the app expires the caches
 * those writes change, so that no page can be served from data cached before the growth.
 */
async function writeThroughApi(baseUrl: string): Promise<string> {
  const written: string[] = [];
  for (const [role, path, body] of [
    ['admin', '/api/tools', { name: 'Bench Tile Scraper', desc: 'Added through the API by the benchmark.', price: 250, minimum: 5, stock: 100, img: '/images/tools/tile-spacers.svg' }],
    ['customer', '/api/review', { review: 'Added through the API by the benchmark.', ratings: '5' }],
  ] as const) {
    const account = demoUsers.find((user) => user.role === role)!;
    const request = await playwrightRequest.newContext();
    try {
      await signIn(request, baseUrl, account.email, account.password);
      const answer = await request.post(`${baseUrl}${path}`, { data: body, headers: { origin: baseUrl } });
      written.push(answer.status() === 201 ? `POST ${path} 201` : `POST ${path} answered ${answer.status()}`);
    } catch (error) {
      written.push(`POST ${path} not done (${(error as Error).message})`);
    } finally {
      await request.dispose();
    }
  }
  return `through the API: ${written.join(', ')}.`;
}

/** The smallest file under public/: what the server does for a request with no work of ours in it. */
function smallestPublicFile(): string {
  const publicDir = path.join(root, 'public');
  const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(publicDir, file))
    .filter((file) => statSync(file).isFile())
    .sort((a, b) => statSync(a).size - statSync(b).size || a.localeCompare(b));
  if (!files[0]) throw new Error('public/ holds no file to serve as the static yardstick.');
  return `/${path.relative(publicDir, files[0]).split(path.sep).join('/')}`;
}

/** Other work on the machine lowers every rate: say how busy it was. */
function loadAverage(): string {
  return `load average ${os.loadavg()[0]!.toFixed(1)} (1 min)`;
}

function secondsSince(start: number): number {
  return Math.round((Date.now() - start) / 1000);
}

function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() ? ' with changes' : '';
    return `${commit}${dirty}`;
  } catch {
    return 'this checkout';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  cleanups.length = 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
