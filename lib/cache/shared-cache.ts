import { createIncrementalCacheHandler } from './incremental-cache-handler';
import { sharedRedisStore } from './redis-store';
import { createUseCacheHandler } from './use-cache-handler';

/**
 * Where Next.js looks for cache handlers that the server installs itself rather than names in next.config.ts:
 * `FetchCache` for the incremental cache, `DefaultCache` and `RemoteCache` for `'use cache'`. They must be in place
 * before the server handles its first request, which instrumentation.ts' `register()` is.
 */
const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

/**
 * With REDIS_URL, hands Next.js our Redis-backed handlers as the server starts, so that every instance shares one
 * cache (docs/decisions/0024-shared-cache.md). Without it, on Vercel (the platform shares the cache itself) and in the
 * development server, nothing is installed and Next.js keeps its own in-memory and file-system caches. Decided when
 * the server starts, so one build (one container image) runs either way. Not named in next.config.ts: Next.js imports
 * a configured `cacheHandler` module again on every request, which cost every page and API call about a tenth of its
 * throughput (docs/decisions/0090-cache-handlers-installed-at-start.md).
 */
export function installSharedCache(): boolean {
  if (process.env.VERCEL || process.env.NODE_ENV === 'development') return false;
  const store = sharedRedisStore();
  if (!store) return false;
  const useCache = createUseCacheHandler(store);
  (globalThis as Record<symbol, unknown>)[NEXT_CACHE_HANDLERS] = {
    FetchCache: createIncrementalCacheHandler(store),
    DefaultCache: useCache,
    RemoteCache: useCache,
  };
  return true;
}
