/**
 * Gives a test file its own database on the shared test server, through the app's own connection (lib/infra/db.ts
 * reads MONGODB_URI), and disconnects after the file. On an external server (TEST_MONGODB_URI) the database is
 * dropped afterwards, so runs leave nothing behind.
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/infra/db';
import { withDatabaseName } from '@/lib/infra/mongodb-uri';

export function testDatabaseUri(label: string): string {
  const name = `${label.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}_${randomUUID().slice(0, 8)}`;
  return withDatabaseName(inject('mongoServerUri'), name);
}

export function withTestDatabase(label: string): void {
  beforeAll(async () => {
    process.env.MONGODB_URI = testDatabaseUri(label);
    await connectToDatabase();
  });
  afterAll(async () => {
    if (process.env.TEST_MONGODB_URI) await mongoose.connection.dropDatabase();
    await disconnectFromDatabase();
  });
}

/**
 * For tests that reach a database as a deploy or a command does, through a client of its own rather than the app's
 * connection: answers a function that opens one on `uri` and answers its database. The clients close after the file;
 * on an external server (TEST_MONGODB_URI) their databases are dropped first, as withTestDatabase does.
 */
export function withOwnClients(): (uri: string) => Promise<mongoose.mongo.Db> {
  const clients: mongoose.mongo.MongoClient[] = [];
  afterAll(async () => {
    if (process.env.TEST_MONGODB_URI) await Promise.all(clients.map((client) => client.db().dropDatabase()));
    await Promise.all(clients.map((client) => client.close()));
  });
  return async (uri) => {
    const client = new mongoose.mongo.MongoClient(uri);
    clients.push(client);
    await client.connect();
    return client.db();
  };
}
