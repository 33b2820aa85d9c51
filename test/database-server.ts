/**
 * A database for one test run outside Vitest (the browser tests' stack, the deployment tests): a database of its own
 * on TEST_MONGODB_URI's server when that is set (dropped again on stop), otherwise an embedded database.
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { startEmbeddedDatabase } from '../scripts/embedded-db';
import { withDatabaseName } from '../lib/infra/mongodb-uri';

export type TestDatabase = { uri: string; stop(): Promise<void> };

export async function openTestDatabase(dbName: string): Promise<TestDatabase> {
  const external = process.env.TEST_MONGODB_URI;
  if (!external) return startEmbeddedDatabase({ dbName });
  const uri = withDatabaseName(external, `${dbName}_${randomUUID().slice(0, 8)}`);
  return {
    uri,
    async stop() {
      const client = new mongoose.mongo.MongoClient(uri);
      try {
        await client.db().dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}
