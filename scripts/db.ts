/** `npm run db`: the embedded development database in the foreground; prints its URI; Ctrl-C stops it. */
import { DEV_DATA_DIR, DEV_DB_NAME, DEV_DB_PORT } from './dev-database';
import { startEmbeddedDatabase } from './embedded-db';

const db = await startEmbeddedDatabase({ dbName: DEV_DB_NAME, port: DEV_DB_PORT, dataDir: DEV_DATA_DIR });
console.log(`MONGODB_URI=${db.uri}`);
console.log(`(${db.engine}; data kept in ${DEV_DATA_DIR}/; Ctrl-C to stop)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await db.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
