/**
 * Gives a test file its own database on the shared test server, through the app's own connection (lib/db.ts
 * reads MONGODB_URI), and disconnects after the file. On an external server (TEST_MONGODB_URI) the database is
 * dropped afterwards, so runs leave nothing behind.
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/db';
import { withDatabaseName } from '@/lib/mongodb-uri';

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
