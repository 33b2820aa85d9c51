/**
 * The orders export streams: reading 100,000 rows needs no more memory than reading 1,000.
 *
 * `benchExportMemory({ mongoUri })` puts 1,000 and 100,000 orders on days of their own, then exports each set
 * through the data layer (`exportOrders`, the same stream `GET /api/export/orders.csv` sends) in a process of its
 * own, reading as fast as the stream gives, and reports the rows, the bytes and the most live memory (heap plus
 * buffers, measured after a garbage collection every 50 ms) the export held above where it started.
 *
 * `npm run bench:admin` runs it (scripts/bench/admin.ts) against a database in another process, so the
 * database's own memory is never counted.
 */
import path from 'node:path';
import mongoose from 'mongoose';
import { Order } from '../../models/Order';
import { runDataLayerScript } from './admin-support';

export type ExportMemory = { rows: number; bytes: number; peakGrowthBytes: number; milliseconds: number };

const PRODUCT = 'Export Bench Trowel';

/** The days (YYYY-MM-DD, Dhaka) holding `count` orders placed one second apart from midnight of `firstDay`. */
function daysFor(firstDay: string, count: number): { from: string; to: string; start: Date } {
  const start = new Date(`${firstDay}T00:00:00+06:00`);
  const last = new Date(start.getTime() + (count - 1) * 1000 + 6 * 60 * 60 * 1000);
  return { from: firstDay, to: last.toISOString().slice(0, 10), start };
}

export async function benchExportMemory({ mongoUri, sizes = [1_000, 100_000] }: { mongoUri: string; sizes?: number[] }): Promise<ExportMemory[]> {
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  const queries: { from: string; to: string }[] = [];
  const seeded: { count: number; milliseconds: number }[] = [];
  try {
    const orders = connection.model('Order', Order.schema);
    await orders.init();
    await orders.deleteMany({ product: PRODUCT });
    for (const [index, count] of sizes.entries()) {
      const days = daysFor(`${2010 + index}-01-01`, count);
      queries.push({ from: days.from, to: days.to });
      const started = performance.now();
      for (let first = 0; first < count; first += 1_000) {
        await orders.collection.insertMany(
          Array.from({ length: Math.min(1_000, count - first) }, (_, offset) => {
            const placed = new Date(days.start.getTime() + (first + offset) * 1000);
            return {
              toolId: new mongoose.Types.ObjectId(),
              product: PRODUCT,
              quantity: 4,
              unitPrice: 450,
              total: 1800,
              email: `export-${first + offset}@mrittika.test`,
              userName: `Export Customer ${first + offset}`,
              phone: '+8801711000000',
              address: 'House 12, Road 7, Tejgaon Industrial Area, Dhaka 1208',
              status: 'paid',
              timeline: [
                { status: 'pending', at: placed, by: 'bench@mrittika.test' },
                { status: 'paid', at: placed, by: 'bench@mrittika.test' },
              ],
              createdAt: placed,
              updatedAt: placed,
            };
          }),
        );
      }
      seeded.push({ count, milliseconds: performance.now() - started });
    }
  } finally {
    await connection.close();
  }
  for (const { count, milliseconds } of seeded) console.error(`[bench] seeded ${count} orders in ${Math.round(milliseconds)} ms`);
  const { results } = await runDataLayerScript<{ results: ExportMemory[] }>(path.join(import.meta.dirname, 'export-memory-child.ts'), {
    MONGODB_URI: mongoUri,
    BENCH_QUERIES: JSON.stringify(queries),
  });
  return results;
}

export function describeExportMemory(results: ExportMemory[]): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    'Orders export (CSV stream), memory held while it is read:',
    ...results.map(
      (result) =>
        `  ${String(result.rows).padStart(7)} rows, ${mb(result.bytes).padStart(8)} of CSV: ${mb(result.peakGrowthBytes)} at most above the start, ${(result.milliseconds / 1000).toFixed(1)} s`,
    ),
  ].join('\n');
}
