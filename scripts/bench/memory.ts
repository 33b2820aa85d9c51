import { readFileSync, readdirSync } from 'node:fs';

/** Resident memory, in bytes, of a process and all its descendants (Linux /proc). */
export function treeResidentBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += residentBytes(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function parentOf(pid: number): number | null {
  try {
    // The command name (2nd field) is in parentheses and may hold spaces: the parent id follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process tree's resident memory every `intervalMs` and keeps the peak. */
export function watchMemory(rootPid: number, intervalMs = 250) {
  let peak = treeResidentBytes(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(rootPid));
  }, intervalMs);
  return {
    stop(): { now: number; peak: number } {
      clearInterval(timer);
      const now = treeResidentBytes(rootPid);
      return { now, peak: Math.max(peak, now) };
    },
  };
}
