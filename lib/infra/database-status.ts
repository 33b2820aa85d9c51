/**
 * Whether this server process currently knows its database to be unreachable. lib/infra/db.ts sets and clears it (from
 * the driver's view of the servers, failed connects and failed operations); middleware.ts reads it to answer pages
 * with the 503 "we'll be right back" page (lib/infra/outage.ts). It lives on globalThis because middleware and routes
 * are separate bundles in one Node.js process. It imports only the log: middleware must stay light.
 * See docs/decisions/0023-database-outage.md.
 */
import { log } from '@/lib/infra/log';

/** What 503 answers tell clients: try again after this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** While the database is down, at most one reachability check per this many milliseconds. */
const PROBE_INTERVAL_MS = 2_000;

type DatabaseStatus = {
  /** When the outage was first noticed; null while the database is reachable (or not yet tried). */
  unavailableSince: number | null;
  /** Checks reachability; resolves when the database answers, rejects otherwise. Registered by lib/infra/db.ts. */
  probe?: () => Promise<unknown>;
  probing?: Promise<void>;
  nextProbeAt: number;
};

const KEY = Symbol.for('mrittika.databaseStatus');
const store = globalThis as typeof globalThis & { [KEY]?: DatabaseStatus };

function status(): DatabaseStatus {
  return (store[KEY] ??= { unavailableSince: null, nextProbeAt: 0 });
}

export function markDatabaseUnavailable(): void {
  const current = status();
  if (current.unavailableSince !== null) return;
  current.unavailableSince = Date.now();
  current.nextProbeAt = Date.now() + PROBE_INTERVAL_MS;
  log('warn', '[db] the database is unreachable: pages answer 503 and the API 503 until it is back.');
}

export function markDatabaseAvailable(): void {
  const current = status();
  if (current.unavailableSince === null) return;
  const seconds = ((Date.now() - current.unavailableSince) / 1000).toFixed(1);
  current.unavailableSince = null;
  log('warn', `[db] the database is reachable again after ${seconds} s.`);
}

export function registerDatabaseProbe(probe: () => Promise<unknown>): void {
  status().probe = probe;
}

/**
 * True while the database is known to be down. When a check is due it starts one in the background (one at a
 * time), so that recovery is noticed even when nothing else touches the database: no restart needed.
 */
export function isDatabaseUnavailable(): boolean {
  const current = status();
  if (current.unavailableSince === null) return false;
  if (current.probe && !current.probing && Date.now() >= current.nextProbeAt) {
    current.nextProbeAt = Date.now() + PROBE_INTERVAL_MS;
    current.probing = current
      .probe()
      .then(markDatabaseAvailable, () => undefined)
      .finally(() => {
        current.probing = undefined;
      });
  }
  return true;
}
