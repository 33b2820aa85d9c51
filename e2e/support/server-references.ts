import { readFile } from 'node:fs/promises';
import path from 'node:path';

type Reference = { exportedName?: string; filename?: string };

/** The server references (actions and `'use cache'` functions) of the build under test, by id. */
async function serverReferences(): Promise<[string, Reference][]> {
  const file = path.join(process.cwd(), '.next/server/server-reference-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { node: Record<string, Reference> };
  return Object.entries(manifest.node);
}

/** The id of a server action in the build under test. */
export async function actionId(name: string): Promise<string> {
  const id = (await serverReferences()).find(([, entry]) => entry.exportedName === name)?.[0];
  if (!id) throw new Error(`The build has no ${name} action: did \`next build\` run?`);
  return id;
}

/** The ids of the server references a source file of the build under test declares (`lib/data/cache.ts`). */
export async function referenceIdsIn(filename: string): Promise<string[]> {
  return (await serverReferences()).filter(([, entry]) => entry.filename === filename).map(([id]) => id);
}
