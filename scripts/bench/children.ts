import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stopProcess } from '../processes';

export type Child<Info> = { info: Info; process: ChildProcess; stop(): Promise<void> };

/**
 * Runs one of the benchmark's TypeScript helpers (`database.ts`, `express-api.ts`) in its own Node.js process and
 * resolves with the JSON line it prints when ready. Its standard input stays open: it stops when we end.
 */
export function startScript<Info>(file: string, env: Record<string, string>): Promise<Child<Info>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const newline = buffered.indexOf('\n');
      if (newline < 0) return;
      try {
        const info = JSON.parse(buffered.slice(0, newline)) as Info;
        resolve({ info, process: child, stop: () => stopProcess(child) });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}:\n${output.join('')}`)));
  });
}
