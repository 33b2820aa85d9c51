/**
 * A real redis-server for the tests, on a free loopback port, with nothing written to disk. Needs the
 * `redis-server` binary (Debian: `apt-get install redis-server`; `.ci/run` installs it when missing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { stopProcess } from '../scripts/processes';
import { freePort } from './free-port';

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

export async function startRedisServer(port?: number): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: `apt-get install redis-server` (Debian) or `brew install redis` (macOS).');
  }
  const chosen = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop: () => stopProcess(child) };
}
