/**
 * One database server for the whole Vitest run; each test file works in a database of its own (test/database.ts).
 * The server is TEST_MONGODB_URI when it is set (the pull-request workflow points it at a MongoDB 8 replica set),
 * otherwise the embedded database started here.
 */
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../scripts/embedded-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A MongoDB connection string for the test server; test/database.ts puts a database name of its own in it. */
    mongoServerUri: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_MONGODB_URI;
  if (external) {
    console.log('[db] tests use TEST_MONGODB_URI');
    project.provide('mongoServerUri', external);
    return;
  }
  const db = await startEmbeddedDatabase({ dbName: 'unused' });
  project.provide('mongoServerUri', db.uri);
  return () => db.stop();
}
