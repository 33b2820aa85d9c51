/** The benchmarks' database, alone in this process: prints BENCH_DB=mongodb://host:port, stops on SIGTERM. */
import { startEmbeddedDatabase } from '../embedded-db';

const db = await startEmbeddedDatabase({ dbName: 'bench', port: Number(process.env.BENCH_DB_PORT ?? 0), log: false });
console.log(`BENCH_DB=${db.uri.slice(0, db.uri.lastIndexOf('/'))}`);
console.error(`[bench] database: ${db.engine}`);
const stop = async () => {
  await db.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
