/**
 * `npm run migrate`: brings MONGODB_URI (or the development database) up to date with the models: the migrations it
 * has not recorded, then the recounts (scripts/migrations/index.ts). Safe to run again, and at once with another
 * run. Deployments run the same with `node dist/commands/db.mjs migrate` (docs/decisions/0097-migrations-recorded-once.md).
 */
import mongoose from 'mongoose';
import { openDevDatabase } from './dev-database';
import { runMigrations } from './migrations';

const db = await openDevDatabase();
try {
  await mongoose.connect(db.uri);
  await runMigrations(mongoose.connection.db!, { log: (line) => console.log(`[migrate] ${line}`) });
} finally {
  await mongoose.disconnect();
  await db.stop();
}
