/**
 * Starts the shop on loopback and resolves once it answers: the one launcher of the browser tests' server, the
 * deployment tests' extra servers and the benchmark. By default `next start` on the production build (`npm run
 * build` must have run) on a fresh data cache; the deployment tests also run the standalone server the container
 * image runs, and `next dev` as `npm run dev` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { stopProcess } from './processes';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(repositoryRoot, 'node_modules/next/dist/bin/next');

/**
 * How long the server keeps an idle connection open. Node's default (5 s) races Playwright's request client, which
 * pools keep-alive connections and reuses one without reading the server's `Keep-Alive: timeout` hint: a request
 * sent as the server closes the socket fails with ECONNRESET (microsoft/playwright#42701). Longer than any test, so
 * the server never closes a connection the client may still reuse; the development server has no such option.
 */
const idleConnectionMs = 15 * 60_000;

/**
 * The Node.js flags `npm start` runs the server with (package.json), given to every production server started here
 * so that the tests and the benchmark serve what production serves: the heap sizes of
 * docs/decisions/0081-server-heap-limit.md. The container image's CMD has the same (test/deployment-files.test.ts).
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const match = /^node((?: --[\w-]+=\S+)*) node_modules\/next\/dist\/bin\/next start$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script should read "node [--flag=value ...] node_modules/next/dist/bin/next start", not ${scripts.start}`);
  return match[1]!.split(' ').filter(Boolean);
}

/**
 * `next-start` serves the build as `npm start` does; `standalone` runs `.next/standalone/server.js` as the container
 * image does; `next-dev` is the development server (it builds into .next/dev, apart from the production build, and
 * compiles each page at its first request: slow).
 */
export type ServerRunner = 'next-start' | 'standalone' | 'next-dev';

export type ProductionServerOptions = {
  port: number;
  /**
   * The server's whole environment (nothing is added but PORT, HOSTNAME and the standalone server's
   * KEEP_ALIVE_TIMEOUT): MONGODB_URI, AUTH_SECRET, NODE_ENV...
   */
  env: Record<string, string | undefined>;
  runner?: ServerRunner;
  /** The Next.js app to serve; this repository by default. */
  dir?: string;
  /** Echo the server's standard error with this prefix (it is kept in `output()` either way). */
  echoErrors?: string;
  /** The path whose 200 says the server is ready; `/` by default (a home page that takes seconds wants another). */
  readyPath?: string;
  /** How long the server may take to answer it; 60 s by default. */
  readyTimeoutMs?: number;
  /**
   * Keep the build's data cache and the pages it kept instead of starting afresh. Servers started beside another one
   * of the same build keep them: the first server's entries are its own business, and removing them under it would
   * be a race.
   */
  keepDataCache?: boolean;
};

export type ProductionServer = {
  url: string;
  port: number;
  /** The server process; the benchmark reads its memory. */
  pid: number;
  /** Everything it printed so far, standard output and error interleaved. */
  output(): string;
  stop(): Promise<void>;
};

export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const { port, env, runner = 'next-start', dir = repositoryRoot, echoErrors, readyPath = '/', readyTimeoutMs = 60_000 } = options;
  const url = `http://127.0.0.1:${port}`;
  // Next.js keeps cached data reads and the pages rendered at run time (docs/decisions/0085-catalogue-pages-kept.md) on
  // disk across restarts, by path; they belong to a database that no longer exists. The build's prerendered pages stay.
  if (!options.keepDataCache) {
    for (const kept of ['.next/cache/fetch-cache', '.next/server/route-cache']) await rm(path.join(dir, kept), { recursive: true, force: true });
  }
  const standalone = path.join(dir, '.next/standalone/server.js');
  if (runner === 'standalone' && !existsSync(standalone)) throw new Error('No standalone build: run `npm run build` first.');
  const args =
    runner === 'standalone'
      ? [...startFlags(), standalone]
      : runner === 'next-dev'
        ? [nextBin, 'dev', '--hostname', '127.0.0.1', '--port', String(port)]
        : [...startFlags(), nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port), '--keepAliveTimeout', String(idleConnectionMs)];

  const server = spawn(process.execPath, args, {
    cwd: dir,
    // The standalone server reads where to listen from PORT and HOSTNAME. Next.js types NODE_ENV as a union; any
    // value the caller chose is passed on as it is.
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', KEEP_ALIVE_TIMEOUT: String(idleConnectionMs) } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    if (echoErrors !== undefined) process.stderr.write(`${echoErrors}${chunk.toString()}`);
  });

  try {
    await waitUntilServing(`${url}${readyPath}`, server, output, readyTimeoutMs);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return { url, port, pid: server.pid ?? 0, output: () => output.join(''), stop: () => stopProcess(server) };
}

async function waitUntilServing(url: string, server: ChildProcess, output: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output.join('')}`);
    try {
      // A development server compiles the page while this request waits.
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(2_000, deadline - Date.now())) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${url} within ${timeoutMs / 1000} s:\n${output.join('')}`);
}
