/**
 * Keeps CongoDB's data across restarts: every few seconds, and on stop, all collections are written through
 * the MongoDB driver as canonical EJSON (Dates, ObjectIds and decimals round-trip exactly) to one file,
 * replaced atomically. CongoDB's own file storage is not used: it loses types and concurrent updates.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import mongoose from 'mongoose';

const { MongoClient, BSON } = mongoose.mongo;
const SNAPSHOT_EVERY_MS = 3_000;

type Snapshot = {
  collections: Record<string, { indexes: Array<Record<string, unknown>>; documents: Array<Record<string, unknown>> }>;
};

export async function restoreSnapshot(uri: string, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const snapshot = BSON.EJSON.parse(await readFile(file, 'utf8'), { relaxed: false }) as Snapshot;
  const client = await MongoClient.connect(uri);
  let count = 0;
  try {
    const db = client.db();
    for (const [name, { indexes, documents }] of Object.entries(snapshot.collections)) {
      const collection = db.collection(name);
      for (const index of indexes) {
        if (index.name === '_id_') continue;
        // listIndexes adds the version and namespace, which createIndex does not take back.
        const options = Object.fromEntries(
          Object.entries(index).filter(([option]) => !['key', 'v', 'ns'].includes(option)),
        );
        await collection.createIndex(index.key as Record<string, 1 | -1>, options);
      }
      if (documents.length > 0) await collection.insertMany(documents);
      count += documents.length;
    }
  } finally {
    await client.close();
  }
  return count;
}

/** Starts periodic snapshots; the returned function takes a last one and stops. */
export function startSnapshots(uri: string, file: string): () => Promise<void> {
  const client = new MongoClient(uri);
  let lastWritten = '';
  let running: Promise<void> = Promise.resolve();

  const take = async () => {
    const db = client.db();
    const snapshot: Snapshot = { collections: {} };
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      const collection = db.collection(name);
      snapshot.collections[name] = {
        indexes: await collection.listIndexes().toArray(),
        documents: await collection.find({}).toArray(),
      };
    }
    const text = BSON.EJSON.stringify(snapshot, { relaxed: false });
    if (text === lastWritten) return;
    await writeFile(`${file}.tmp`, text);
    await rename(`${file}.tmp`, file);
    lastWritten = text;
  };
  const takeInTurn = () => (running = running.then(take).catch((error: Error) => {
    console.error(`[db] snapshot failed: ${error.message}`);
  }));

  const timer = setInterval(takeInTurn, SNAPSHOT_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await takeInTurn();
    await client.close();
  };
}
