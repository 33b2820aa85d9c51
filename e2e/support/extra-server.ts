/**
 * Another server of the same build, for the deployment tests that need an environment of their own (a preview, a
 * standalone container, a second instance, a database that goes away, a development server): started by the shop's
 * one launcher (scripts/serve-production.ts) on a free loopback port, with only the variables the test gives (plus
 * PATH and HOME), its output kept.
 */
import { spawn } from 'node:child_process';
import { request, type APIRequestContext } from '@playwright/test';
import { freePort } from '../../test/free-port';
import { startProductionServer, type ProductionServer, type ServerRunner } from '../../scripts/serve-production';
import { signIn } from './accounts';

export type ExtraServer = ProductionServer;

export type ExtraServerOptions = {
  runner: ServerRunner;
  /** Its environment; a function gets the server's own URL (for SITE_URL). */
  env: Record<string, string | undefined> | ((url: string) => Record<string, string | undefined>);
  /** How long the server may take to answer its first request (default 60 s). */
  startTimeoutMs?: number;
};

export async function startExtraServer({ runner, env, startTimeoutMs = 60_000 }: ExtraServerOptions): Promise<ExtraServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startProductionServer({
    port,
    runner,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: runner === 'next-dev' ? 'development' : 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(typeof env === 'function' ? env(url) : env),
    },
    readyPath: '/api/health',
    readyTimeoutMs: startTimeoutMs,
    keepDataCache: true,
  });
}

/** Output that appears within the time given (server logs arrive a moment after the request that caused them). */
export async function waitForOutput(server: ExtraServer, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(server.output());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${pattern} in the server output within ${timeoutMs} ms:\n${server.output()}`);
}

/** A request context signed in on that server, its writes saying they come from the site's own pages as a browser's do. */
export async function signedInClient(server: ExtraServer, account: { email: string; password: string }): Promise<APIRequestContext> {
  const client = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  await signIn(client, account);
  return client;
}

/**
 * Runs the compiled database command (`node dist/commands/db.mjs ...`) as a deployment does. Asynchronously: the
 * embedded database may live in this very process.
 */
export function databaseCommand(uri: string, args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['dist/commands/db.mjs', ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', MONGODB_URI: uri, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}
