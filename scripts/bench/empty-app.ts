/**
 * The framework's own figures, measured in the same run as ours: a Next.js app with one empty page, one route handler
 * that answers a small JSON object, and a copy of the static file the shop is measured against, built with
 * the same installed next and react. What it does is what Next.js itself does on this machine, with no work of ours:
 * its page against its static file is the most a prerendered page can reach here, its route handler against Express
 * the most an API call can, its JavaScript the floor every page carries, and its Lighthouse score the best a page can
 * get (docs/decisions/0030-benchmark.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer, type ProductionServer } from '../serve-production';
import { buildNextApp } from './javascript';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the empty app answers: its page and its route handler (its static file is the shop's, at the same path). */
export const EMPTY_APP_PATHS = { page: '/', route: '/api/empty' } as const;

/**
 * Builds the empty app in a temporary folder (kept per Next.js version; with `reuse`, a build whose files are the
 * ones below is served as it is) and serves it on `port` with `next start`, as the shop is served.
 */
export async function startEmptyApp({ port, reuse, staticFile }: { port: number; reuse: boolean; staticFile: string }): Promise<ProductionServer> {
  const dir = await emptyApp(reuse, staticFile);
  return startProductionServer({ dir, port, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
}

/**
 * The app's files. Its node_modules is a link to ours: the same next and react, no network. Turbopack compiles only
 * files under its root, so the root is the nearest folder holding both the app and our node_modules. (Nesting the
 * app inside ours instead would make Turbopack pick up our instrumentation.ts.)
 */
async function emptyApp(reuse: boolean, staticFile: string): Promise<string> {
  const nextVersion = (JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version;
  const dir = path.join(await realpath(os.tmpdir()), `mrittika-empty-next-${nextVersion}`);
  const modules = await realpath(path.join(root, 'node_modules'));
  const files: Record<string, string | Buffer> = {
    'package.json': JSON.stringify({ name: 'empty-next-app', private: true, type: 'module' }),
    'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, modules))} } };\n`,
    'app/layout.js': 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    'app/page.js': 'export default function Page() {\n  return <main>Empty</main>;\n}\n',
    // Per request, as the shop's API calls are: it reads the request, and answers about as much as one tool is.
    'app/api/empty/route.js':
      'export function GET(request) {\n  return Response.json({ _id: "0", name: "Empty", path: new URL(request.url).pathname });\n}\n',
    [path.join('public', staticFile)]: await readFile(path.join(root, 'public', staticFile)),
  };
  if (reuse && existsSync(path.join(dir, '.next/BUILD_ID')) && (await holds(dir, files))) return dir;

  await rm(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await symlink(modules, path.join(dir, 'node_modules'), 'dir');
  buildNextApp(dir, 'an empty Next.js app');
  return dir;
}

async function holds(dir: string, files: Record<string, string | Buffer>): Promise<boolean> {
  for (const [file, content] of Object.entries(files)) {
    const there = await readFile(path.join(dir, file)).catch(() => null);
    if (!there || !there.equals(Buffer.from(content))) return false;
  }
  return true;
}

function commonAncestor(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(path.sep) || path.sep;
}
