import path from 'node:path';
import { median, runDataLayerScript, startSeparateDatabase, cpuMilliseconds } from './admin-support';
import { growShop } from './overview';
const db = await startSeparateDatabase(3212);
try {
  const uri = db.uri('dl');
  console.log(await growShop(uri));
  const before = cpuMilliseconds(db.pid);
  const r = await runDataLayerScript<{ runsMs: number[] }>(path.join(import.meta.dirname, 'overview-data-layer.ts'), { MONGODB_URI: uri, BENCH_RUNS: '9' });
  const after = cpuMilliseconds(db.pid);
  console.log('data layer median', Math.round(median(r.runsMs)), r.runsMs.map(Math.round), 'db cpu per run', ((after! - before!) / 10).toFixed(0));
} finally { await db.stop(); }
