import { deserialize, serialize } from 'node:v8';
import { createClient, RESP_TYPES } from 'redis';
import { log } from '@/lib/infra/log';

/**
 * The Redis storage behind both Next.js cache handlers (./use-cache-handler.ts for 'use cache', and
 * ./incremental-cache-handler.ts for the data cache, prerendered pages and route handlers), so that every
 * instance of the shop reads the same entries and sees the same tag expiries. See docs/decisions/0024-shared-cache.md.
 *
 * - Entries are values serialised with node:v8 (keeps Buffers and Maps, which rendered pages contain), with a TTL.
 * - Tag expiries live in two hashes, tag -> time in ms: `stale` (serve once more, refresh in the background) and
 *   `expired` (never serve an entry made before it). Every read checks its entry's tags there, so an expiry by one
 *   instance counts on every other at once: no pub/sub, no local copy that could lag.
 * - Redis failing never fails a page: a read becomes a miss, a write is skipped, each logged.
 */

/** Longest any entry is kept, whatever its cache life says; tags, not age, keep entries correct. */
const MAX_TTL_SECONDS = 365 * 24 * 60 * 60;
/** A Redis that does not answer within this time is treated as absent for that command. */
const COMMAND_TIMEOUT_MS = 1_000;

export type TagState = 'fresh' | 'stale' | 'expired';

export type RedisStore = {
  read<T>(key: string): Promise<T | undefined>;
  write(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Whether an entry created at `createdAt` (ms) with these tags may be served as it is, served stale, or not at all. */
  tagState(tags: string[], createdAt: number): Promise<TagState>;
  /** The latest time (ms, not in the future) at which any of these tags expired; 0 if none ever did. */
  latestExpiry(tags: string[]): Promise<number>;
  /** Marks tags as changed: expired at once, or stale now and expired after `expire` seconds. */
  expireTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  /** Resolves when Redis answers a PING within the command timeout; throws otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

function connect(url: string) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected (a cache miss) instead of queueing until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
    commandOptions: { timeout: COMMAND_TIMEOUT_MS, typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } },
  });
  let lastError = 0;
  client.on('error', (error: Error) => {
    // The client retries by itself; say so once a minute, not on every retry.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    log('error', `[cache] Redis is unreachable (${error.message}); serving without the shared cache until it is back.`);
  });
  // Commands wait for the first connection (at most the connect timeout); after that they never wait (see above).
  const firstConnection = client.connect().then(
    () => undefined,
    () => undefined,
  );
  return { client, firstConnection };
}

export function createRedisStore(url: string, prefix: string): RedisStore {
  const { client: connected, firstConnection } = connect(url);
  // Each use waits for the first connection, so that a server's first requests find the cache.
  const ready = async () => {
    await firstConnection;
    return connected;
  };
  const staleKey = `${prefix}tags:stale`;
  const expiredKey = `${prefix}tags:expired`;

  async function tagTimes(hash: string, tags: string[]): Promise<number[]> {
    if (tags.length === 0) return [];
    const values = await (await ready()).hmGet(hash, tags);
    return values.map((value) => (value === null ? 0 : Number(value.toString())));
  }

  return {
    async read<T>(key: string) {
      try {
        const stored = await (await ready()).get(`${prefix}${key}`);
        return stored ? (deserialize(stored as Buffer) as T) : undefined;
      } catch (error) {
        logFailure('read', error);
        return undefined;
      }
    },
    async write(key, value, ttlSeconds) {
      try {
        const ttl = Math.max(1, Math.min(Math.floor(ttlSeconds), MAX_TTL_SECONDS));
        await (await ready()).set(`${prefix}${key}`, serialize(value), { expiration: { type: 'EX', value: ttl } });
      } catch (error) {
        logFailure('write', error);
      }
    },
    async remove(key) {
      try {
        await (await ready()).del(`${prefix}${key}`);
      } catch (error) {
        logFailure('remove', error);
      }
    },
    async tagState(tags, createdAt) {
      if (tags.length === 0) return 'fresh';
      try {
        const now = Date.now();
        const [expired, stale] = await Promise.all([tagTimes(expiredKey, tags), tagTimes(staleKey, tags)]);
        if (expired.some((at) => at > createdAt && at <= now)) return 'expired';
        if (stale.some((at) => at > createdAt)) return 'stale';
        return 'fresh';
      } catch (error) {
        // Without the tag records nobody can tell whether the entry is still right: do not serve it.
        logFailure('tag check', error);
        return 'expired';
      }
    },
    async latestExpiry(tags) {
      try {
        const now = Date.now();
        return Math.max(0, ...(await tagTimes(expiredKey, tags)).filter((at) => at <= now));
      } catch (error) {
        logFailure('tag check', error);
        // Treat every entry as made before an expiry: a miss, never stale data.
        return Date.now();
      }
    },
    async expireTags(tags, durations) {
      if (tags.length === 0) return;
      const now = Date.now();
      const expiredAt = durations?.expire === undefined ? (durations ? undefined : now) : now + durations.expire * 1000;
      try {
        const client = await ready();
        await Promise.all([
          durations ? client.hSet(staleKey, Object.fromEntries(tags.map((tag) => [tag, String(now)]))) : undefined,
          expiredAt === undefined ? undefined : client.hSet(expiredKey, Object.fromEntries(tags.map((tag) => [tag, String(expiredAt)]))),
        ]);
      } catch (error) {
        // Other instances may keep serving what this write changed: make that visible in the log.
        log('error', `[cache] could not record the expiry of ${tags.join(', ')} in Redis`, { error });
      }
    },
    async ping() {
      await (await ready()).ping();
    },
    async close() {
      connected.destroy();
    },
  };
}

function logFailure(what: string, error: unknown): void {
  log('warn', `[cache] Redis ${what} failed (${error instanceof Error ? error.message : String(error)}); treated as a miss.`);
}

const STORE = Symbol.for('mrittika.redisCacheStore');

/**
 * One store per process, shared by both handlers, when REDIS_URL is set; undefined otherwise (each handler then
 * falls back to Next.js' own per-process cache).
 */
export function sharedRedisStore(): RedisStore | undefined {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return undefined;
  const holder = globalThis as typeof globalThis & { [STORE]?: RedisStore };
  return (holder[STORE] ??= createRedisStore(url, process.env.REDIS_KEY_PREFIX ?? 'mrittika:'));
}
