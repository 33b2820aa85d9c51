import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The names of the pages the test server's build keeps on disk (Next.js' page cache, under `.next/server`). */
export async function keptPages(): Promise<string[]> {
  const entries = await readdir(path.join(process.cwd(), '.next/server'), { recursive: true });
  return entries.map((entry) => path.basename(entry));
}
