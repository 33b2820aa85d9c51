/**
 * What the admin benchmarks share: a database in a process of its own (so that measuring this process measures the
 * shop's side alone), and a way to run data-layer code outside Next.js (`server-only` needs the react-server
 * condition).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stopProcess } from '../processes';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/loader.mjs');

export type SeparateDatabase = { uri: (dbName: string) => string; stop(): Promise<void>; pid?: number };

/** The embedded database (or MONGODB_URI's server, when set) in another process; `uri(name)` names a database on it. */
export async function startSeparateDatabase(port: number): Promise<SeparateDatabase> {
  const given = process.env.MONGODB_URI;
  if (given) {
    const url = new URL(given);
    return { uri: (dbName) => Object.assign(new URL(url), { pathname: `/${dbName}` }).toString(), stop: async () => {} };
  }
  const child = spawn(process.execPath, ['--import', tsx, path.join(import.meta.dirname, 'database-process.ts')], {
    env: { ...process.env, BENCH_DB_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^BENCH_DB=(\S+)$/m.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the benchmark database stopped (${code}):\n${output}`)));
  });
  return { uri: (dbName) => `${server}/${dbName}`, stop: () => stopProcess(child), pid: child.pid };
}

/** Runs `script` in a fresh Node.js process that may import the data layer; answers the last line it prints, parsed as JSON. */
export async function runDataLayerScript<T>(script: string, env: Record<string, string>): Promise<T> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', tsx, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${path.basename(script)} failed (${code}):\n${output}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as T;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, milliseconds) used so far by a process and every process it started, from /proc
 * (Linux only; null elsewhere). Unlike wall time, it does not grow when other work shares the machine's cores.
 */
export function cpuMilliseconds(pid: number | undefined): number | null {
  if (!pid) return null;
  const stats = new Map<number, { parent: number; ticks: number }>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Fields after the command name (which may hold spaces) start at its closing parenthesis.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return null;
  }
  let ticks = 0;
  const family = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, stat] of stats) {
      if (!family.has(id) && family.has(stat.parent)) {
        family.add(id);
        grew = true;
      }
    }
  }
  for (const id of family) ticks += stats.get(id)?.ticks ?? 0;
  return stats.has(pid) ? (ticks * 1000) / TICKS_PER_SECOND : null;
}
