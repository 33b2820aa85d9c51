/**
 * Client JavaScript per page, gzipped, as a real browser loads it: Chromium opens each page in a fresh browser
 * context (empty cache) and every script it requests, until none has come for a quiet spell, is counted, so chunks
 * fetched after hydration (on-demand code, prefetches) count too. Each script is gzipped here at level 6 (what
 * `next start` and most servers send) so that every figure is measured the same way. The yardstick is an empty
 * Next.js app built with the same installed next and react (empty-app.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/** A page is done loading scripts after this long without a new one. */
const SCRIPT_QUIET_MS = 3_000;

const root = path.resolve(import.meta.dirname, '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

export type Visitor = 'visitor' | 'customer' | 'admin';
export type PageToMeasure = { label: string; path: string; as: Visitor };
export type PageJavaScript = { label: string; bytes: number; scripts: number } | { label: string; error: string };

export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));

/**
 * Measures each page of the app at `baseUrl`. `signIn` puts a session of the given kind into a browser context;
 * a page that answers other than 200, or sends a signed-in visitor elsewhere, is reported as an error.
 */
export async function measurePages(
  baseUrl: string,
  pages: PageToMeasure[],
  signIn: (context: BrowserContext, as: Exclude<Visitor, 'visitor'>) => Promise<void>,
  listScripts = false,
): Promise<PageJavaScript[]> {
  const browser = await chromium.launch({ executablePath: systemChromium, args: ['--no-sandbox'] });
  try {
    const sessions = new Map<Visitor, Awaited<ReturnType<BrowserContext['storageState']>>>();
    const results: PageJavaScript[] = [];
    for (const page of pages) {
      try {
        if (page.as !== 'visitor' && !sessions.has(page.as)) {
          const context = await browser.newContext();
          await signIn(context, page.as);
          sessions.set(page.as, await context.storageState());
          await context.close();
        }
        const measured = await measurePage(browser, `${baseUrl}${page.path}`, sessions.get(page.as));
        results.push({ label: page.label, bytes: measured.bytes, scripts: measured.scripts.length });
        if (listScripts) {
          console.log(`  ${page.label}:`);
          for (const script of measured.scripts) console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.path}`);
        }
      } catch (error) {
        results.push({ label: page.label, error: (error as Error).message.split('\n')[0]! });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function measurePage(
  browser: Browser,
  url: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ bytes: number; scripts: { path: string; bytes: number }[] }> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const pending: Promise<{ path: string; bytes: number }>[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      const { pathname } = new URL(response.url());
      pending.push(response.body().then((body) => ({ path: pathname, bytes: gzipSync(body, { level: 6 }).length })));
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} led to ${page.url()}`);
    while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS) await page.waitForTimeout(250);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
  } finally {
    await context.close();
  }
}

/** `next build` in `dir`; throws with the build's output when it fails. */
export function buildNextApp(dir: string, what: string, env: Record<string, string> = {}): void {
  console.log(`Building ${what} ...`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`next build failed for ${what}:\n${result.stdout}\n${result.stderr}`);
  console.log(`  built in ${Math.round((Date.now() - started) / 1000)} s`);
}
