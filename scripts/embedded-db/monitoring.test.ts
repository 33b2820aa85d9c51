import mongoose from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCongoDb } from './congodb';

// The driver's server monitor must poll CongoDB: streaming heartbeats used to clear the connection pool
// every heartbeat, failing whatever queries were in flight.
let server: Awaited<ReturnType<typeof startCongoDb>>;
beforeAll(async () => {
  server = await startCongoDb(0);
});
afterAll(async () => server.stop());

it('keeps the connection pool through many heartbeats while queries run', async () => {
  const client = new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${server.port}/monitoring`, {
    heartbeatFrequencyMS: 500,
  });
  let cleared = 0;
  client.on('connectionPoolCleared', () => (cleared += 1));
  await client.connect();
  try {
    const tools = client.db().collection('tools');
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => tools.insertOne({ i })));
    }
    expect(cleared).toBe(0);
  } finally {
    await client.close();
  }
});
