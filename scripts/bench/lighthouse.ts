/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link, simulated) of one
 * page, with the system Chromium. Lighthouse is a development dependency; when it is missing or cannot run,
 * the answer says why instead of a score.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { systemChromium } from './javascript';

const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
const RUN_TIMEOUT_MS = 120_000;

export type LighthouseResult =
  | { score: number; lcpMs: number; tbtMs: number; cls: number }
  | { error: string };

export function lighthouseUnavailable(): string | null {
  if (!existsSync(cli)) return 'the lighthouse package is not installed (npm install)';
  if (!systemChromium) return 'no Chromium at /usr/bin/chromium';
  return null;
}

export async function lighthouse(url: string): Promise<LighthouseResult> {
  const unavailable = lighthouseUnavailable();
  if (unavailable) return { error: unavailable };
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless --no-sandbox',
  ];
  const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: systemChromium }, stdio: ['ignore', 'pipe', 'pipe'] });
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
