/**
 * Load with autocannon: keep-alive connections, a fixed number of them, each sending its next request as soon as
 * the previous answer is in. Every response's status is checked here, so a failing page cannot look fast.
 */
import autocannon from 'autocannon';

export type LoadSettings = {
  /** Concurrent keep-alive connections. */
  connections: number;
  /** Seconds each target is loaded per round. */
  seconds: number;
  /** Rounds whose median is reported. */
  rounds: number;
};

export type Run = {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latency percentiles of this run, in milliseconds. */
  p50: number;
  p95: number;
  /** Responses that were not 200, plus connection errors and timeouts. */
  bad: number;
  badStatuses: Record<string, number>;
};

const TIMEOUT_SECONDS = 120;

/**
 * Sends exactly `amount` requests to `url` over `connections` connections. The run lasts until the last answer
 * is in, so a slow page is never cut short with requests in flight (the server would go on working on them while
 * the next target is measured), and its length is the time from the start to the last answer.
 */
export async function load(url: string, connections: number, amount: number): Promise<Run> {
  const latencies: number[] = [];
  const badStatuses: Record<string, number> = {};
  const started = performance.now();
  let lastAnswer = started;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url,
      connections,
      pipelining: 1,
      timeout: TIMEOUT_SECONDS,
      amount: Math.max(amount, connections),
      // autocannon notices the end at its next sample: every 20 ms rather than every second.
      sampleInt: 20,
    };
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      lastAnswer = performance.now();
      if (statusCode !== 200) badStatuses[statusCode] = (badStatuses[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', (error: Error) => {
      const key = error.message || 'error';
      badStatuses[key] = (badStatuses[key] ?? 0) + 1;
      lastAnswer = performance.now();
    });
  });
  const seconds = (lastAnswer - started) / 1000;
  latencies.sort((a, b) => a - b);
  // Timeouts arrive as request errors too.
  const bad = Object.values(badStatuses).reduce((sum, count) => sum + count, 0);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    bad,
    badStatuses,
  };
}

/** The nearest-rank percentile of sorted values; NaN for none. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
