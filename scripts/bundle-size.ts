/**
 * `npm run bench:bundle`: how much JavaScript a browser downloads for the home page, gzipped, compared with an
 * empty Next.js page built by the same installed next/react. Fails (exit 1) when ours is more than the budget
 * above the empty page.
 *
 * Both apps are built for production (`next build`), served by `next start` on loopback and opened in a real
 * browser (Chromium through Playwright): every script the page loads, until none has come for 3 seconds, is counted, so
 * chunks fetched after hydration count too. Each script is gzipped here at level 6 (what `next start` and most
 * servers send) so both figures are measured the same way. Our app runs on a freshly seeded embedded database.
 *
 * Options: --no-build reuses the existing .next build of our app (run `npm run build` first).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { chromium } from '@playwright/test';
import { startEmbeddedDatabase } from './embedded-db';
import { seedDatabase } from './seed/seed-database';
import { stopProcess } from './processes';

export const BUDGET_BYTES = 30 * 1024;
/** A page is done loading scripts after this long without a new one. */
const SCRIPT_QUIET_MS = 3_000;

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const reuseBuild = process.argv.includes('--no-build');

type Measurement = { total: number; scripts: { url: string; raw: number; gzip: number }[] };

async function main() {
  if (!reuseBuild || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    // next.config.ts names the cache handlers `npm run build` compiles into dist/ first.
    const compiled = spawnSync(process.execPath, [path.join(root, 'scripts/build-dist.mjs')], { cwd: root, encoding: 'utf8' });
    if (compiled.status !== 0) throw new Error(`scripts/build-dist.mjs failed:\n${compiled.stdout}\n${compiled.stderr}`);
    build(root, 'our app');
  }
  const emptyApp = await makeEmptyApp();
  const db = await startEmbeddedDatabase({ dbName: 'mrittika_bench', log: false });
  try {
    build(emptyApp, 'an empty Next.js app');
    await mongoose.connect(db.uri);
    await seedDatabase();
    await mongoose.disconnect();

    const ours = await measureServed(root, {
      MONGODB_URI: db.uri,
      AUTH_SECRET: 'bench-only-secret-not-for-production-0123456789',
    });
    const empty = await measureServed(emptyApp, {});

    const difference = ours.total - empty.total;
    console.log('\nHome page JavaScript, gzipped (every script the browser loads):');
    for (const [name, measured] of [['our home page', ours], ['empty Next.js page', empty]] as const) {
      console.log(`  ${name}:`);
      for (const script of measured.scripts) console.log(`    ${kb(script.gzip).padStart(9)}  ${script.url}`);
    }
    console.log(`\n  our home page     ${kb(ours.total).padStart(9)}  (${ours.scripts.length} scripts)`);
    console.log(`  empty Next.js page ${kb(empty.total).padStart(8)}  (${empty.scripts.length} scripts)`);
    console.log(`  difference        ${kb(difference).padStart(9)}  (budget ${kb(BUDGET_BYTES)})`);
    if (difference > BUDGET_BYTES) {
      console.error(`\nOver budget by ${kb(difference - BUDGET_BYTES)}.`);
      process.exitCode = 1;
    } else {
      console.log(`\nWithin budget: ${kb(BUDGET_BYTES - difference)} to spare.`);
    }
  } finally {
    await db.stop();
    await rm(emptyApp, { recursive: true, force: true });
  }
}

/**
 * A Next.js app with one empty page in a temporary folder, whose node_modules is a link to ours: the same next
 * and react, no network. Turbopack compiles only files under its root, so the root is the nearest folder holding
 * both the app and our node_modules. (Nesting the app inside ours instead would make Turbopack pick up our
 * instrumentation.ts.)
 */
async function makeEmptyApp(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'mrittika-empty-next-')));
  const modules = await realpath(path.join(root, 'node_modules'));
  await symlink(modules, path.join(dir, 'node_modules'), 'dir');
  const turbopackRoot = commonAncestor(dir, modules);
  await mkdir(path.join(dir, 'app'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-next-app', private: true, type: 'module' }));
  await writeFile(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(turbopackRoot)} } };\n`);
  await writeFile(
    path.join(dir, 'app/layout.js'),
    "export default function RootLayout({ children }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n",
  );
  await writeFile(path.join(dir, 'app/page.js'), 'export default function Page() {\n  return <main>Empty</main>;\n}\n');
  return dir;
}

function build(dir: string, what: string) {
  console.log(`Building ${what} ...`);
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`next build failed for ${what}:\n${result.stdout}\n${result.stderr}`);
}

async function measureServed(dir: string, env: Record<string, string>): Promise<Measurement> {
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitUntilServing(url, server, output);
    return await measurePage(url);
  } finally {
    await stopProcess(server);
  }
}

async function measurePage(url: string): Promise<Measurement> {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
        })),
      );
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Scripts loaded after hydration (on-demand chunks, prefetches) count too: wait for a quiet spell.
    while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS) await page.waitForTimeout(250);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    return { total: scripts.reduce((sum, script) => sum + script.gzip, 0), scripts };
  } finally {
    await browser.close();
  }
}

async function waitUntilServing(url: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer on ${url} within 60 s:\n${output.join('')}`);
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


function commonAncestor(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(path.sep) || path.sep;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

await main();
