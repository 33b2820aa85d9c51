/**
 * Another server of the same production build (`npm run build` must have run), for the deployment tests that need
 * an environment of their own (a preview, a standalone container, a second instance, a database that goes away):
 * on a free loopback port, with only the variables the test gives (plus PATH and HOME), its output kept.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request, type APIRequestContext } from '@playwright/test';
import { freePort } from '../../test/free-port';
import { stopProcess } from '../../scripts/processes';

export type ExtraServer = { url: string; port: number; output(): string; stop(): Promise<void> };

export type ExtraServerOptions = {
  /** `next start` (as the browser tests and `npm start` run), or the standalone server the container image runs. */
  runner: 'next-start' | 'standalone';
  env: Record<string, string | undefined>;
};

export async function startExtraServer({ runner, env }: ExtraServerOptions): Promise<ExtraServer> {
  const port = await freePort();
  const args =
    runner === 'standalone'
      ? ['.next/standalone/server.js']
      : ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)];
  if (runner === 'standalone' && !existsSync(args[0]!)) throw new Error('No standalone build: run `npm run build` first.');
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // The standalone server reads where to listen from these.
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const server: ExtraServer = { url, port, output: () => output, stop: () => stopProcess(child) };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${runner} server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`The ${runner} server did not answer on ${url} within 60 s:\n${output}`);
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

/** A request context signed in on that server through next-auth's credentials endpoint, as a browser signs in. */
export async function signedInClient(server: ExtraServer, account: { email: string; password: string }): Promise<APIRequestContext> {
  // Writes with a session cookie come from the site's own pages: say so, as a browser would.
  const client = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const { csrfToken } = (await (await client.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await client.post('/api/auth/callback/credentials', { form: { csrfToken, ...account, callbackUrl: server.url }, maxRedirects: 0 });
  const session = (await (await client.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  if (session?.user?.email !== account.email) throw new Error(`Signing in as ${account.email} on ${server.url} gave no session.`);
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
