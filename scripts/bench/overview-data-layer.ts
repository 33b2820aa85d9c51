/**
 * Times the overview's data layer alone (`readOverview`) against MONGODB_URI, BENCH_RUNS times after a warm-up;
 * prints `{ runsMs }` as its last line. Started by overview.ts with the react-server condition.
 */
import { readOverview } from '../../lib/data/overview';
import { disconnectFromDatabase } from '../../lib/infra/db';

const admin = { id: 'bench', email: 'bench-admin@mrittika.test', name: 'Bench Admin', role: 'admin' as const, sessionVersion: 0, language: 'en' as const };
await readOverview(admin);
const runsMs: number[] = [];
for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 9); run += 1) {
  const started = performance.now();
  await readOverview(admin);
  runsMs.push(performance.now() - started);
}
await disconnectFromDatabase();
console.log(JSON.stringify({ runsMs }));
