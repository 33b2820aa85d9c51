import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import type { RedisStore } from './redis-store';
import { log } from '@/lib/infra/log';

/**
 * The handler behind 'use cache' when REDIS_URL is set (installed by ./shared-cache.ts): entries and tag expiries live
 * in Redis (./redis-store.ts) and every instance shares them.
 */

type StoredEntry = Omit<CacheEntry, 'value'> & { value: Buffer };

export function createUseCacheHandler(store: RedisStore): CacheHandler {
  // A read of a key whose write is still in flight in this process waits for it (the interface asks for this).
  const pendingWrites = new Map<string, Promise<void>>();
  const key = (cacheKey: string) => `use-cache:${cacheKey}`;

  return {
    async get(cacheKey) {
      await pendingWrites.get(cacheKey);
      const stored = await store.read<StoredEntry>(key(cacheKey));
      if (!stored) return undefined;
      const state = await store.tagState(stored.tags, stored.timestamp);
      if (state === 'expired') return undefined;
      // Past `revalidate` but within `expire`, Next.js serves the entry and refreshes it in the background; a stale
      // tag asks for that refresh at once.
      return { ...stored, revalidate: state === 'stale' ? -1 : stored.revalidate, value: streamOf(stored.value) };
    },

    async set(cacheKey, pendingEntry) {
      let done!: () => void;
      pendingWrites.set(cacheKey, new Promise<void>((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // An entry with no lifetime is rendered per request and never read back.
        if (entry.expire === 0) return;
        const value = Buffer.from(await new Response(entry.value).arrayBuffer());
        const stored: StoredEntry = { ...entry, value };
        await store.write(key(cacheKey), stored, entry.expire);
      } catch (error) {
        // A value whose rendering failed is not kept; the next read renders again.
        log('warn', '[cache] a use-cache entry was not stored', { error });
      } finally {
        pendingWrites.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Nothing to refresh: every read asks Redis for the tags it needs.
    },

    getExpiration(tags) {
      return store.latestExpiry(tags);
    },

    updateTags(tags, durations) {
      return store.expireTags(tags, durations);
    },
  };
}

function streamOf(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}
