import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { databaseScope } from './database-scope';
import type { RedisStore } from './redis-store';

/**
 * The handler behind Next.js' incremental cache when REDIS_URL is set (installed by ./shared-cache.ts): the data cache
 * (`unstable_cache`), prerendered pages, pages kept once rendered and cached route handlers. Entries and tag expiries
 * live in Redis (./redis-store.ts) and every instance shares them.
 */

type Arguments<Method extends keyof CacheHandler> = Parameters<CacheHandler[Method]>;
type Stored = { lastModified: number; value: CacheHandlerValue['value']; cacheControl?: CacheHandlerValue['cacheControl']; tags: string[] };

/** How long an entry may sit in Redis when nothing else bounds it; tags expire it when its data changes. */
const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

export function createIncrementalCacheHandler(store: RedisStore, database = databaseScope()) {
  return class RedisIncrementalCache implements CacheHandler {
    /**
     * Rendered pages belong to one build (they name its script files) and show one database's catalogue (kept pages,
     * docs/decisions/0085-catalogue-pages-kept.md): entries are kept per build and per database.
     */
    private readonly scope: string;

    constructor(context: CacheHandlerContext) {
      this.scope = `incremental:${buildIdOf(context.serverDistDir)}:${database}:`;
    }

    async get(...[cacheKey, context]: Arguments<'get'>): Promise<CacheHandlerValue | null> {
      const stored = await store.read<Stored>(this.scope + cacheKey);
      if (!stored) return null;
      const requestTags = context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : [];
      const state = await store.tagState([...stored.tags, ...requestTags], stored.lastModified);
      if (state === 'expired') return null;
      // A stale tag: report the entry as old, so that Next.js serves it once and renders a fresh one behind it.
      return { lastModified: state === 'stale' ? 0 : stored.lastModified, value: stored.value, cacheControl: stored.cacheControl };
    }

    async set(...[cacheKey, data, context]: Arguments<'set'>): Promise<void> {
      if (data === null) {
        await store.remove(this.scope + cacheKey);
        return;
      }
      const tags = data.kind === 'FETCH' ? ('tags' in context ? (context.tags ?? []) : (data.tags ?? [])) : headerTags(data);
      const cacheControl = 'cacheControl' in context ? context.cacheControl : undefined;
      const stored: Stored = { lastModified: Date.now(), value: data, cacheControl, tags };
      const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : DEFAULT_TTL_SECONDS;
      await store.write(this.scope + cacheKey, stored, expire);
    }

    async revalidateTag(...[tags, durations]: Arguments<'revalidateTag'>): Promise<void> {
      await store.expireTags(typeof tags === 'string' ? [tags] : tags, durations);
    }

    resetRequestCache(): void {}
  };
}

/** Pages and route handlers carry their tags (explicit and path-derived) in this header of the cached value. */
function headerTags(data: NonNullable<CacheHandlerValue['value']>): string[] {
  const header = 'headers' in data ? data.headers?.['x-next-cache-tags'] : undefined;
  return typeof header === 'string' && header ? header.split(',') : [];
}

function buildIdOf(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}
