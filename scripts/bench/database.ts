/**
 * The benchmark's database in a process of its own, so that an in-process engine (CongoDB) never shares an event
 * loop with the load generator. Prints one JSON line, `{ uri, engine }`, when it is ready. Environment: BENCH_DB_PORT.
 */
import { startEmbeddedDatabase } from '../embedded-db';

const db = await startEmbeddedDatabase({ dbName: 'mrittika_bench', port: Number(process.env.BENCH_DB_PORT ?? 0), log: false });
process.stdout.write(`${JSON.stringify({ uri: db.uri, engine: db.engine })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void db.stop().finally(() => process.exit(0));
};
// The benchmark holds our standard input: when it closes (the benchmark ended, even by a crash), stop.
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
