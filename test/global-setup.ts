/** One embedded database server for the whole Vitest run; each test file works in a database of its own. */
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../scripts/embedded-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** mongodb://host:port, without a database name. */
    mongoServerUri: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await startEmbeddedDatabase({ dbName: 'unused' });
  project.provide('mongoServerUri', db.uri.slice(0, db.uri.lastIndexOf('/')));
  return () => db.stop();
}
