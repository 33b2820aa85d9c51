/** What `npm run bench` prints: the tables of each part and the summary against the targets below. */
import type { PageJavaScript } from './javascript';
import type { LighthouseResult } from './lighthouse';
import { median, type LoadSettings, type Run } from './load';
import { FRAMEWORK_LABELS, type Target } from './targets';

/** The targets the benchmark checks (docs/decisions/0030-benchmark.md says where they come from). */
export const TARGETS = {
  /** Each public page's throughput, as a share of the same server's static-file throughput. */
  pageVsStatic: 0.2,
  /** Each public API call's throughput, as a share of the Express server's for the same call. */
  apiVsExpress: 1.0,
  homeHtmlBytes: 150 * 1024,
  /** Grown-data median latency of each public page over its demo-size median. */
  grownLatency: 1.5,
  serverMemoryBytes: 400 * 1024 * 1024,
  /** Gzipped client JavaScript over an empty Next.js app. */
  publicPageJavaScript: 20 * 1024,
  formPageJavaScript: 35 * 1024,
  lighthouseScore: 100,
} as const;

export type Phase = {
  name: 'demo' | 'grown';
  tools: number;
  reviews: number;
  settings: LoadSettings;
  targets: Target[];
  runs: Map<string, Run[]>;
  /** One uncompressed answer of each target. */
  htmlBytes: Map<string, number>;
  contentTypes: Map<string, string>;
  /** Every request the app's server answered in this phase (warm-up included). */
  appRequests: number;
  memory: { now: number; peak: number } | null;
  broken: Set<string>;
  /** Pages that answered 404 (not built yet): left out, listed in the summary. */
  missing: string[];
};

type Figures = { perSecond: number; vsStatic: number; vsExpress: number; p50: number; p95: number; bytes: number };

/** Medians over the rounds; ratios are taken within each round (so that both sides saw the same machine), then the median. */
export function figures(phase: Phase, target: Target): Figures {
  const runs = phase.runs.get(target.label) ?? [];
  const staticLabel = target.staticFile ?? phase.targets.find((candidate) => candidate.group === 'static')?.label ?? '';
  const staticRuns = phase.runs.get(staticLabel) ?? [];
  const expressRuns = target.counterpart ? (phase.runs.get(target.counterpart) ?? []) : [];
  const ratio = (others: Run[]) => median(runs.map((run, round) => run.perSecond / (others[round]?.perSecond ?? Number.NaN)));
  return {
    perSecond: median(runs.map((run) => run.perSecond)),
    vsStatic: ratio(staticRuns),
    vsExpress: ratio(expressRuns),
    p50: median(runs.map((run) => run.p50)),
    p95: median(runs.map((run) => run.p95)),
    bytes: phase.htmlBytes.get(target.label) ?? Number.NaN,
  };
}

export function printLoad(phase: Phase, demo: Phase | null) {
  const title =
    phase.name === 'demo'
      ? `\nThroughput at demo size (${count(phase.tools)} tools, ${count(phase.reviews)} reviews)`
      : `\nAt ${count(phase.tools)} tools and ${count(phase.reviews)} reviews`;
  console.log(`${title}: ${phase.settings.connections} connections, median of ${phase.settings.rounds} rounds`);
  const header = ['target', 'req/s', 'x static', 'x express', 'p50 ms', 'p95 ms', 'size KB'];
  if (demo) header.push('p50 x demo', 'size at demo');
  const rows = phase.targets.map((target) => {
    const now = figures(phase, target);
    const row = [
      target.label + (phase.broken.has(target.label) ? ' BROKEN' : ''),
      fixed(now.perSecond, now.perSecond < 10 ? 2 : 0),
      target.group === 'page' || target.group === 'api' || target.staticFile ? `${fixed(now.vsStatic, 3)}x` : '',
      target.counterpart ? `${fixed(now.vsExpress, 2)}x` : '',
      fixed(now.p50, 1),
      fixed(now.p95, 1),
      kb(now.bytes),
    ];
    if (demo) {
      const before = figures(demo, target);
      row.push(`${fixed(now.p50 / before.p50, 2)}x`, kb(before.bytes) + (before.bytes === now.bytes && target.group === 'page' ? ' (same)' : ''));
    }
    return row;
  });
  printTable(header, rows);
  if (phase.memory) {
    console.log(
      `Server memory (RSS of next start and its children) after ${count(phase.appRequests)} requests: ` +
        `${mb(phase.memory.now)} (peak ${mb(phase.memory.peak)}).`,
    );
  }
}

export function printJavaScript(empty: PageJavaScript, pages: PageJavaScript[]) {
  console.log('\nClient JavaScript per page, gzipped (every script a fresh Chromium loads), over an empty Next.js app:');
  if ('error' in empty) {
    console.log(`  empty Next.js app: ${empty.error}`);
    return;
  }
  console.log(`  empty Next.js app: ${kb(empty.bytes)} KB in ${empty.scripts} scripts`);
  printTable(
    ['page', 'KB', 'scripts', 'over empty', 'budget', ''],
    pages.map((page) => {
      if ('error' in page) return [page.label, 'error', '', page.error, '', ''];
      const over = page.bytes - empty.bytes;
      const budget = javaScriptBudget(page.label);
      return [page.label, kb(page.bytes), String(page.scripts), `+${kb(over)} KB`, `+${kb(budget)} KB`, over <= budget ? 'ok' : 'OVER'];
    }),
  );
}

export function printLighthouse(results: Map<string, LighthouseResult>, framework: LighthouseResult | null) {
  if (results.size === 0) return;
  console.log('\nLighthouse mobile performance (simulated mid-range phone, slow 4G; the median of each page\'s runs):');
  const rows = framework ? [...results, ['empty Next.js app', framework] as const] : [...results];
  printTable(
    ['page', 'score', 'LCP ms', 'LCP over the runs', 'TBT ms', 'CLS'],
    rows.map(([label, result]) =>
      'error' in result
        ? [label, 'error', result.error, '', '', '']
        : [label, String(result.score), fixed(result.lcpMs, 0), `${fixed(result.lcpRangeMs[0], 0)}-${fixed(result.lcpRangeMs[1], 0)} (${result.runs})`, fixed(result.tbtMs, 0), fixed(result.cls, 3)],
    ),
  );
}

/** Form pages (sign-in, register, purchase, dashboard) get the larger budget; every other page is public. */
function javaScriptBudget(label: string): number {
  return /^\/(login|register|purchase|dashboard)/.test(label) ? TARGETS.formPageJavaScript : TARGETS.publicPageJavaScript;
}

export function printSummary(results: {
  demo: Phase;
  grown: Phase | null;
  javascript: { empty: PageJavaScript; pages: PageJavaScript[] } | null;
  lighthouse: Map<string, LighthouseResult> | null;
  frameworkLighthouse: LighthouseResult | null;
}) {
  const { demo, grown, javascript, lighthouse, frameworkLighthouse } = results;
  const rows: string[][] = [];
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const notMeasured = (target: string, why: string) => rows.push([target, why, '-']);
  // The empty Next.js app's own figure for a kind of target, printed after ours as what the framework reaches here.
  const framework = (what: string, measured: string) => rows.push([`  the framework alone, ${what}`, measured, 'for reading']);
  const frameworkTarget = (label: string) => demo.targets.find((target) => target.label === label);
  const pages = demo.targets.filter((target) => target.group === 'page');

  for (const label of demo.missing) notMeasured(`${label}: every public page's targets`, 'answers 404');
  for (const page of pages) {
    const { vsStatic } = figures(demo, page);
    rows.push([`${page.label}: throughput >= ${TARGETS.pageVsStatic}x static`, `${fixed(vsStatic, 3)}x`, verdict(vsStatic >= TARGETS.pageVsStatic)]);
  }
  const emptyPage = frameworkTarget(FRAMEWORK_LABELS.page);
  if (emptyPage) framework('an empty page: throughput', `${fixed(figures(demo, emptyPage).vsStatic, 3)}x static`);
  for (const call of demo.targets.filter((target) => target.group === 'api')) {
    const { vsExpress } = figures(demo, call);
    const grownText = grown ? ` (grown ${fixed(figures(grown, call).vsExpress, 2)}x)` : '';
    rows.push([`${call.label}: >= ${TARGETS.apiVsExpress}x Express`, `${fixed(vsExpress, 2)}x${grownText}`, verdict(vsExpress >= TARGETS.apiVsExpress)]);
  }
  const emptyRoute = frameworkTarget(FRAMEWORK_LABELS.route);
  if (emptyRoute) framework('a route handler that reads nothing', `${fixed(figures(demo, emptyRoute).vsExpress, 2)}x ${emptyRoute.counterpart}`);
  if (grown) {
    const home = grown.targets.find((target) => target.label === '/');
    if (home) {
      const bytes = figures(grown, home).bytes;
      rows.push([`grown: home HTML <= ${kb(TARGETS.homeHtmlBytes)} KB`, `${kb(bytes)} KB`, verdict(bytes <= TARGETS.homeHtmlBytes)]);
    }
    for (const page of pages) {
      const growth = figures(grown, page).p50 / figures(demo, page).p50;
      rows.push([`grown: ${page.label} median latency <= ${TARGETS.grownLatency}x demo`, `${fixed(growth, 2)}x`, verdict(growth <= TARGETS.grownLatency)]);
    }
    if (grown.memory) {
      rows.push([
        `grown: server memory after ${count(grown.appRequests)} requests <= ${mb(TARGETS.serverMemoryBytes)}`,
        `${mb(grown.memory.now)} (peak ${mb(grown.memory.peak)})`,
        verdict(grown.memory.now <= TARGETS.serverMemoryBytes),
      ]);
    }
  } else {
    notMeasured('grown data: home HTML, latency, memory', 'skipped (--no-grow)');
  }
  if (javascript && !('error' in javascript.empty)) {
    const emptyBytes = javascript.empty.bytes;
    for (const page of javascript.pages) {
      const budget = javaScriptBudget(page.label);
      const target = `${page.label}: JavaScript <= +${kb(budget)} KB over empty`;
      if ('error' in page) rows.push([target, page.error, 'FAIL']);
      else rows.push([target, `+${kb(page.bytes - emptyBytes)} KB`, verdict(page.bytes - emptyBytes <= budget)]);
    }
  } else {
    notMeasured('client JavaScript per page', javascript ? 'empty app failed' : 'skipped (--no-javascript)');
  }
  if (lighthouse && lighthouse.size > 0) {
    for (const [label, result] of lighthouse) {
      const target = `${label}: Lighthouse mobile performance ${TARGETS.lighthouseScore}`;
      rows.push('error' in result ? [target, result.error, '-'] : [target, String(result.score), verdict(result.score >= TARGETS.lighthouseScore)]);
    }
    if (frameworkLighthouse) {
      framework('an empty page: Lighthouse', 'error' in frameworkLighthouse ? frameworkLighthouse.error : `${frameworkLighthouse.score} (TBT ${fixed(frameworkLighthouse.tbtMs, 0)} ms)`);
    }
  } else {
    notMeasured('Lighthouse mobile performance 100', lighthouse ? 'not available' : 'not run (--lighthouse)');
  }
  console.log('\nSummary against the targets:');
  printTable(['target', 'measured', ''], rows);
  const failed = rows.filter((row) => row[2] === 'FAIL').length;
  const passed = rows.filter((row) => row[2] === 'PASS').length;
  console.log(`${passed} targets met, ${failed} not met. "The framework alone" rows are an empty Next.js app's own figures in this run.`);
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    '  ' +
    cells
      .map((cell, column) => (column === 0 || !/^[+\d.-]/.test(cell) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

function kb(bytes: number): string {
  return fixed(bytes / 1024, 1);
}

function mb(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

function count(value: number): string {
  return value.toLocaleString('en');
}
