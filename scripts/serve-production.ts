/**
 * Serves a production build (`next build` must have run) with `next start` on loopback, on a fresh data cache,
 * and resolves once its home page answers. The browser tests and the benchmark both start their server here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { stopProcess } from './processes';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(repositoryRoot, 'node_modules/next/dist/bin/next');
const READY_TIMEOUT_MS = 60_000;

export type ProductionServerOptions = {
  port: number;
  /** The server's whole environment (nothing is added): MONGODB_URI, AUTH_SECRET, NODE_ENV and the rest. */
  env: Record<string, string | undefined>;
  /** The Next.js app to serve; this repository by default. */
  dir?: string;
  /** Echo the server's standard error with this prefix (it is kept for the error message either way). */
  echoErrors?: string;
  /** The path whose 200 says the server is ready; `/` by default (a home page that takes seconds wants another). */
  readyPath?: string;
};

export type ProductionServer = {
  url: string;
  /** The `next start` process; the benchmark reads its memory. */
  pid: number;
  stop(): Promise<void>;
};

export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const { port, env, dir = repositoryRoot, echoErrors, readyPath = '/' } = options;
  const url = `http://127.0.0.1:${port}`;
  // Next.js keeps cached data reads on disk across restarts; they belong to a database that no longer exists.
  await rm(path.join(dir, '.next/cache/fetch-cache'), { recursive: true, force: true });

  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    // Next.js types NODE_ENV as a union; any value the caller chose is passed on as it is.
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    if (echoErrors !== undefined) process.stderr.write(`${echoErrors}${chunk.toString()}`);
  });

  try {
    await waitUntilServing(`${url}${readyPath}`, server, output);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return { url, pid: server.pid ?? 0, stop: () => stopProcess(server) };
}

async function waitUntilServing(url: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
}
