/**
 * Measures the orders export for each BENCH_QUERIES entry against MONGODB_URI; prints `{ results }` as its last
 * line. Started by export-memory.ts with the react-server condition; its database lives in another process.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { exportOrders } from '../../lib/data/exports';
import { disconnectFromDatabase } from '../../lib/db';
import type { ExportMemory } from './export-memory';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const admin = { id: 'bench', email: 'bench-admin@mrittika.test', name: 'Bench Admin', role: 'admin' as const };

/** Live memory: collect first, so garbage waiting for the collector is not counted. */
function live(): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

async function measure(query: { from: string; to: string }): Promise<ExportMemory> {
  const baseline = live();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, live() - baseline);
  }, 50);
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  try {
    const reader = (await exportOrders(admin, query)).body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) rows += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  return { rows: rows - 1, bytes, peakGrowthBytes: Math.max(peak, live() - baseline), milliseconds: performance.now() - started };
}

const queries = JSON.parse(process.env.BENCH_QUERIES ?? '[]') as { from: string; to: string }[];
// A first small export warms the connection and the code, so the first measurement does not count them.
await measure(queries[0]!);
const results: ExportMemory[] = [];
for (const query of queries) results.push(await measure(query));
await disconnectFromDatabase();
console.log(JSON.stringify({ results }));
