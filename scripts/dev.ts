/**
 * `npm run dev`: the development database (embedded unless MONGODB_URI is set), the demo catalogue when the
 * database is empty, then `next dev` with MONGODB_URI pointing at it. Ctrl-C stops both and keeps the data.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { DEV_DATA_DIR, openDevDatabase } from './dev-database';
import { seedDatabase } from './seed/seed-database';
import { Tool } from '../models/Tool';

const db = await openDevDatabase();
await mongoose.connect(db.uri);
if ((await Tool.estimatedDocumentCount()) === 0) {
  console.log(`[seed] empty database: ${await seedDatabase()}`);
}
await mongoose.disconnect();

/** A development AUTH_SECRET, made once and kept with the data, so sessions survive restarts. */
function developmentAuthSecret(): string {
  const file = path.join(DEV_DATA_DIR, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(DEV_DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '--hostname', '127.0.0.1', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, MONGODB_URI: db.uri, AUTH_SECRET: process.env.AUTH_SECRET ?? developmentAuthSecret() },
});

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  next.kill('SIGTERM');
  await db.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
next.on('exit', (code) => void stop(code ?? 0));
