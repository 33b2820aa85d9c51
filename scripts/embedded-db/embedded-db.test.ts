import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '.';

const { MongoClient, ObjectId } = mongoose.mongo;
const started: EmbeddedDatabase[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((db) => db.stop()));
});

async function start(dataDir?: string) {
  const db = await startEmbeddedDatabase({ dbName: 'embedded_test', dataDir, log: false });
  started.push(db);
  return db;
}

describe('the embedded database', () => {
  it('serves the MongoDB wire protocol on loopback and says which engine runs', async () => {
    const db = await start();
    expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/embedded_test$/);
    expect(['mongod', 'congodb']).toContain(db.engine);
    const client = await MongoClient.connect(db.uri);
    try {
      expect(await client.db().command({ ping: 1 })).toMatchObject({ ok: 1 });
    } finally {
      await client.close();
    }
  });

  it('answers driver heartbeats without failing, so connection pools are never cleared mid-query', async () => {
    const db = await start();
    const client = new MongoClient(db.uri, { heartbeatFrequencyMS: 500 });
    const failures: string[] = [];
    let heartbeats = 0;
    client.on('serverHeartbeatFailed', (event) => failures.push(event.failure.message));
    client.on('serverHeartbeatSucceeded', () => (heartbeats += 1));
    try {
      await client.connect();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(failures).toEqual([]);
      expect(heartbeats).toBeGreaterThan(2);
    } finally {
      await client.close();
    }
  });

  it('keeps data, with its types and unique indexes, across a stop and a start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mrittika-db-'));
    try {
      const id = new ObjectId();
      const placedAt = new Date('2026-01-02T03:04:05.678Z');
      const first = await start(dataDir);
      let client = await MongoClient.connect(first.uri);
      await client.db().collection('users').createIndex({ email: 1 }, { unique: true });
      await client.db().collection('users').insertOne({ _id: id, email: 'kept@example.com', placedAt });
      await client.close();
      await first.stop();
      started.splice(started.indexOf(first), 1);

      const second = await start(dataDir);
      client = await MongoClient.connect(second.uri);
      try {
        const users = client.db().collection('users');
        const kept = await users.findOne({ _id: id });
        expect(kept?.placedAt).toBeInstanceOf(Date);
        expect(kept?.placedAt.toISOString()).toBe(placedAt.toISOString());
        await expect(users.insertOne({ email: 'kept@example.com' })).rejects.toMatchObject({ code: 11000 });
      } finally {
        await client.close();
      }
    } finally {
      // Stop first: a running server's last snapshot would go into a folder that is gone.
      await Promise.all(started.splice(0).map((db) => db.stop()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('never sells more than the stock when 50 conditional decrements race', async () => {
    const db = await start();
    const client = await MongoClient.connect(db.uri, { maxPoolSize: 20 });
    try {
      const tools = client.db().collection<{ stock: number }>('tools');
      const { insertedId } = await tools.insertOne({ stock: 20 });
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          tools.findOneAndUpdate({ _id: insertedId, stock: { $gte: 1 } }, { $inc: { stock: -1 } }),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(20);
      expect((await tools.findOne({ _id: insertedId }))?.stock).toBe(0);
    } finally {
      await client.close();
    }
  });
});
