/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link, simulated) of one
 * page, with the system Chromium. Lighthouse is a development dependency; when it is missing or cannot run,
 * the answer says why instead of a score.
 *
 * A page is audited several times and the median run is reported, as Lighthouse's own guidance on variability advises.
 * Headless Chromium now and then holds a page's first frame back by about a second after it has loaded
 * (GoogleChrome/lighthouse#17148: the compositor stops offering frames), and Lighthouse's simulation then counts every
 * request that finished before that late paint: one such run moves a page's largest paint by 0.6-0.9 s, on any page
 * in either language. The answer keeps the range of the largest paint over the runs.
 *
 * Its Chromium has a Bengali system font, as every visitor's phone has (phone-fonts.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { systemChromium } from './javascript';
import { phoneFontEnvironment } from './phone-fonts';

const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
const RUN_TIMEOUT_MS = 120_000;
let phoneFonts: ReturnType<typeof phoneFontEnvironment> | undefined;

type Run = { score: number; lcpMs: number; tbtMs: number; cls: number };

export type LighthouseResult = (Run & { runs: number; lcpRangeMs: [number, number] }) | { error: string };

export function lighthouseUnavailable(): string | null {
  if (!existsSync(cli)) return 'the lighthouse package is not installed (npm install)';
  if (!systemChromium) return 'no Chromium at /usr/bin/chromium';
  return null;
}

/** The median of `runs` audits of `url` (by score, then by largest paint), or the first failure when none ran. */
export async function lighthouse(url: string, runs: number): Promise<LighthouseResult> {
  const unavailable = lighthouseUnavailable();
  if (unavailable) return { error: unavailable };
  const answers: (Run | { error: string })[] = [];
  for (let run = 0; run < runs; run++) answers.push(await auditOnce(url));
  const done = answers.filter((answer): answer is Run => !('error' in answer));
  if (done.length === 0) return answers[0] as { error: string };
  const ranked = [...done].sort((a, b) => b.score - a.score || a.lcpMs - b.lcpMs);
  const paints = done.map((run) => run.lcpMs);
  return { ...ranked[Math.floor((ranked.length - 1) / 2)]!, runs: done.length, lcpRangeMs: [Math.min(...paints), Math.max(...paints)] };
}

async function auditOnce(url: string): Promise<Run | { error: string }> {
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless --no-sandbox',
  ];
  phoneFonts ??= phoneFontEnvironment();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...phoneFonts, CHROME_PATH: systemChromium }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) return { error: `lighthouse exited with ${code}: ${Buffer.concat(stderr).toString().trim().split('\n').pop()}` };
  try {
    type Report = {
      runtimeError?: { message: string };
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
    };
    const report = JSON.parse(Buffer.concat(stdout).toString()) as Report;
    if (report.runtimeError) return { error: report.runtimeError.message };
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } catch (error) {
    return { error: `unreadable lighthouse report: ${(error as Error).message}` };
  }
}
