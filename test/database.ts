/**
 * Gives a test file its own database on the shared embedded server, through the app's own connection
 * (lib/db.ts reads MONGODB_URI), and disconnects after the file.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/db';

export function testDatabaseUri(label: string): string {
  const name = `${label.replace(/[^a-z0-9]+/gi, '_')}_${randomUUID().slice(0, 8)}`;
  return `${inject('mongoServerUri')}/${name}`;
}

export function withTestDatabase(label: string): void {
  beforeAll(async () => {
    process.env.MONGODB_URI = testDatabaseUri(label);
    await connectToDatabase();
  });
  afterAll(async () => {
    await disconnectFromDatabase();
  });
}
