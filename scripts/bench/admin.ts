/**
 * `npm run bench:admin`: the admin pages' figures. The overview's server time at 2,000 tools and 20,000 orders
 * (target: under 200 ms), and the orders export's memory for 1,000 and 100,000 rows (target: no more for
 * 100,000). Serves the production build (run `npm run build` first) with `next start` on 127.0.0.1:3151
 * (BENCH_PORT), on a database in a process of its own on 3152 (BENCH_DB_PORT), or on MONGODB_URI's server.
 * `--overview` or `--export` runs one of the two.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stopProcess } from '../processes';
import { startSeparateDatabase } from './admin-support';
import { benchExportMemory, describeExportMemory } from './export-memory';
import { benchOverview, describeOverview } from './overview';

const root = path.resolve(import.meta.dirname, '../..');
const only = process.argv.includes('--overview') ? 'overview' : process.argv.includes('--export') ? 'export' : null;

async function serve(mongoUri: string, port: number) {
  const serverUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MONGODB_URI: mongoUri,
      AUTH_SECRET: 'bench-only-secret-not-for-production-0123456789',
      AUTH_URL: serverUrl,
      SITE_URL: serverUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${serverUrl}/api/openapi.json`)).ok) return { serverUrl, pid: server.pid, stop: () => stopProcess(server) };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stopProcess(server);
      throw new Error(`next start did not answer on ${serverUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const database = await startSeparateDatabase(Number(process.env.BENCH_DB_PORT ?? 3152));
try {
  if (only !== 'export') {
    if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('Run `npm run build` first: the benchmark serves the production build.');
    const mongoUri = database.uri('bench_overview');
    const server = await serve(mongoUri, Number(process.env.BENCH_PORT ?? 3151));
    try {
      const pids = { server: server.pid, database: database.pid };
      console.log(describeOverview(await benchOverview({ serverUrl: server.serverUrl, mongoUri, pids })));
    } finally {
      await server.stop();
    }
  }
  if (only !== 'overview') console.log(describeExportMemory(await benchExportMemory({ mongoUri: database.uri('bench_exports') })));
} finally {
  await database.stop();
}
