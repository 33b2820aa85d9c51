/**
 * Measures the orders export for each BENCH_QUERIES entry against MONGODB_URI; prints `{ results }` as its last
 * line. Started by export-memory.ts with the react-server condition; its database lives in another process.
 */
import { exportOrders } from '../../lib/data/exports';
import { disconnectFromDatabase } from '../../lib/infra/db';
import { readMeasuringMemory } from '../../test/memory';
import type { ExportMemory } from './export-memory';

const admin = { id: 'bench', email: 'bench-admin@mrittika.test', name: 'Bench Admin', role: 'admin' as const, sessionVersion: 0, language: 'en' as const };

async function measure(query: { from: string; to: string }): Promise<ExportMemory> {
  const { lines, bytes, peakGrowthBytes, milliseconds } = await readMeasuringMemory(async () => (await exportOrders(admin, query)).body);
  // A header line, then one line per order.
  return { rows: lines - 1, bytes, peakGrowthBytes, milliseconds };
}

const queries = JSON.parse(process.env.BENCH_QUERIES ?? '[]') as { from: string; to: string }[];
// A first small export warms the connection and the code, so the first measurement does not count them.
await measure(queries[0]!);
const results: ExportMemory[] = [];
for (const query of queries) results.push(await measure(query));
await disconnectFromDatabase();
console.log(JSON.stringify({ results }));
