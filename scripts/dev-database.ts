/**
 * The development database: MONGODB_URI when it is set; otherwise the embedded database on DEV_DB_PORT,
 * reusing one that `npm run db` already runs, or starting one that keeps its data under .data/.
 */
import mongoose from 'mongoose';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-db';

export const DEV_DB_NAME = 'mrittika';
export const DEV_DB_PORT = Number(process.env.DEV_DB_PORT ?? 27117);
export const DEV_DATA_DIR = process.env.DEV_DATA_DIR ?? '.data';

export type DevDatabase = { uri: string; stop(): Promise<void>; started: EmbeddedDatabase | null };

export async function openDevDatabase(): Promise<DevDatabase> {
  if (process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, stop: async () => {}, started: null };
  }
  const existing = `mongodb://127.0.0.1:${DEV_DB_PORT}/${DEV_DB_NAME}`;
  if (await answersPing(existing)) {
    console.log(`[db] using the embedded database already running at ${existing}`);
    return { uri: existing, stop: async () => {}, started: null };
  }
  const started = await startEmbeddedDatabase({ dbName: DEV_DB_NAME, port: DEV_DB_PORT, dataDir: DEV_DATA_DIR });
  return { uri: started.uri, stop: () => started.stop(), started };
}

async function answersPing(uri: string): Promise<boolean> {
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 500 });
  try {
    await client.connect();
    await client.db().command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}
