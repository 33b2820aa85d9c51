import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types';
import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '@/test/redis-server';
import { databaseScope } from './database-scope';
import { createIncrementalCacheHandler } from './incremental-cache-handler';
import { createRedisStore, sharedRedisStore, type RedisStore } from './redis-store';
import { installSharedCache } from './shared-cache';
import { createUseCacheHandler } from './use-cache-handler';

// Two server instances of the shop, each with its own Redis connection, against one real redis-server: what one
// caches the other reads, and a tag one of them expires is expired for both.
let redis: RedisServer;
const stores: RedisStore[] = [];
/** Two instances' stores: separate connections to one Redis, under one key prefix (a prefix per test). */
function twoInstances(prefix: string): [RedisStore, RedisStore] {
  const pair: [RedisStore, RedisStore] = [createRedisStore(redis.url, `${prefix}:`), createRedisStore(redis.url, `${prefix}:`)];
  stores.push(...pair);
  return pair;
}
const useCacheHandlers = (prefix: string) => twoInstances(prefix).map(createUseCacheHandler) as [CacheHandlerOf, CacheHandlerOf];
type CacheHandlerOf = ReturnType<typeof createUseCacheHandler>;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await redis?.stop();
});

function entry(text: string, tags: string[], fields: Partial<CacheEntry> = {}): Promise<CacheEntry> {
  return Promise.resolve({
    value: new Response(text).body!,
    tags,
    stale: 30,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 900,
    ...fields,
  });
}
const text = (found: CacheEntry | undefined) => new Response(found!.value).text();

describe("'use cache' entries shared through Redis", () => {
  it('are written by one instance and read by another, with their tags', async () => {
    const [first, second] = useCacheHandlers('shared');
    await first.set('catalogue', entry('ten tools', ['tools']));
    const found = await second.get('catalogue', []);
    expect(await text(found)).toBe('ten tools');
    expect(found?.tags).toEqual(['tools']);
    // Every read gets a stream of its own.
    expect(await text(await second.get('catalogue', []))).toBe('ten tools');
  });

  it('expire on every instance when one of them expires a tag', async () => {
    const [first, second] = useCacheHandlers('expiry');
    await first.set('reviews-page', entry('seven reviews', ['reviews']));
    await first.set('tool-page', entry('one tool', ['tool:1']));
    expect(await second.getExpiration(['reviews'])).toBe(0);
    await first.updateTags(['reviews']);
    expect(await second.get('reviews-page', [])).toBeUndefined();
    expect(await text(await second.get('tool-page', []))).toBe('one tool');
    // Pages' implicit tags are checked through getExpiration: entries made before it are discarded by Next.js.
    expect(await second.getExpiration(['reviews'])).toBeGreaterThan(0);
    // A fresh entry written after the expiry is served again.
    await second.set('reviews-page', entry('eight reviews', ['reviews']));
    expect(await text(await first.get('reviews-page', []))).toBe('eight reviews');
  });

  it('are served once more and refreshed when a tag is only marked stale (a cache life profile)', async () => {
    const [first, second] = useCacheHandlers('stale');
    await first.set('home', entry('home page', ['home']));
    await second.updateTags(['home'], { expire: 3600 });
    const found = await first.get('home', []);
    expect(await text(found)).toBe('home page');
    expect(found?.revalidate).toBe(-1);
  });

  it('are not stored when they have no lifetime (rendered per request)', async () => {
    const [handler] = useCacheHandlers('dynamic');
    await handler.set('per-request', entry('x', [], { expire: 0 }));
    expect(await handler.get('per-request', [])).toBeUndefined();
  });
});

describe('incremental cache entries (data cache, prerendered pages) shared through Redis', () => {
  let context: CacheHandlerContext;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'mrittika-build-'));
    await writeFile(path.join(dist, 'BUILD_ID'), 'build-1');
    context = { serverDistDir: path.join(dist, 'server'), revalidatedTags: [], _requestHeaders: {} };
  });
  const handlers = (prefix: string): [CacheHandler, CacheHandler] => {
    const [one, other] = twoInstances(prefix).map((store) => createIncrementalCacheHandler(store));
    return [new one!(context), new other!(context)];
  };

  it('share a cached data read and its tag expiry', async () => {
    const [first, second] = handlers('data');
    const data = { kind: 'FETCH', data: { headers: {}, body: '[{"name":"Trowel"}]', url: '' }, revalidate: 300, tags: ['tools'] };
    await first.set('tools-list', data as never, { fetchCache: true, tags: ['tools'] });
    const found = await second.get('tools-list', { kind: 'FETCH', tags: ['tools'], softTags: [] } as never);
    expect(found?.value).toEqual(data);
    await second.revalidateTag('tools', { expire: 0 });
    expect(await first.get('tools-list', { kind: 'FETCH', tags: ['tools'], softTags: [] } as never)).toBeNull();
  });

  it('keep a rendered page whole (HTML, RSC bytes, segment map) and expire it by its path tag', async () => {
    const [first, second] = handlers('pages');
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>Blog</h1>',
      rscData: Buffer.from([1, 2, 3]),
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog/page,_N_T_/blog' },
      postponed: undefined,
      status: 200,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    };
    await first.set('/blog', page as never, { cacheControl: { revalidate: false, expire: undefined } } as never);
    const found = await second.get('/blog', { kind: 'APP_PAGE', isFallback: false } as never);
    expect(found?.value).toEqual(page);
    expect(Buffer.isBuffer((found?.value as typeof page).rscData)).toBe(true);
    await first.revalidateTag(['_N_T_/blog']);
    expect(await second.get('/blog', { kind: 'APP_PAGE', isFallback: false } as never)).toBeNull();
  });

  it('keep a page per database: a server of the same build reading another database never gets it', async () => {
    const [one, other] = twoInstances('databases');
    const serving = (store: RedisStore, uri: string) => new (createIncrementalCacheHandler(store, databaseScope(uri)))(context);
    const production = serving(one, 'mongodb://db.example/shop');
    const preview = serving(other, 'mongodb://db.example/shop-preview-42');
    const productionToo = serving(other, 'mongodb://db.example/shop');
    const home = { kind: 'APP_PAGE', html: '<h1>Ten tools</h1>', rscData: Buffer.from([1]), headers: {}, status: 200, segmentData: new Map() };
    await production.set('/kept/home', home as never, { cacheControl: { revalidate: false, expire: undefined } } as never);
    expect(await preview.get('/kept/home', { kind: 'APP_PAGE', isFallback: false } as never)).toBeNull();
    expect((await productionToo.get('/kept/home', { kind: 'APP_PAGE', isFallback: false } as never))?.value).toEqual(home);
  });
});

describe('when Redis is gone', () => {
  it('reads miss quickly and writes are skipped: pages never fail because of the cache', async () => {
    const own = await startRedisServer();
    const store = createRedisStore(own.url, 'gone:');
    try {
      const handler = createUseCacheHandler(store);
      await handler.set('kept', entry('kept', []));
      expect(await text(await handler.get('kept', []))).toBe('kept');
      await own.stop();
      const started = Date.now();
      expect(await handler.get('kept', [])).toBeUndefined();
      await handler.set('lost', entry('lost', []));
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await store.close();
      await own.stop();
    }
  });
});

describe('installed as the server starts (docs/decisions/0090-cache-handlers-installed-at-start.md)', () => {
  const hook = Symbol.for('@next/cache-handlers');
  type Installed = { FetchCache?: unknown; DefaultCache?: CacheHandlerOf; RemoteCache?: unknown };
  const installed = () => (globalThis as Record<symbol, Installed | undefined>)[hook];
  afterEach(async () => {
    await sharedRedisStore()?.close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mrittika.redisCacheStore')];
    delete (globalThis as Record<symbol, unknown>)[hook];
    vi.unstubAllEnvs();
  });

  it('installs nothing without REDIS_URL, on Vercel or in the development server: Next.js keeps its own caches', () => {
    vi.stubEnv('REDIS_URL', '');
    expect(installSharedCache()).toBe(false);
    vi.stubEnv('REDIS_URL', redis.url);
    vi.stubEnv('VERCEL', '1');
    expect(installSharedCache()).toBe(false);
    vi.stubEnv('VERCEL', '');
    vi.stubEnv('NODE_ENV', 'development');
    expect(installSharedCache()).toBe(false);
    expect(installed()).toBeUndefined();
  });

  it('with REDIS_URL, hands Next.js both handlers on its global hook, sharing through that Redis', async () => {
    vi.stubEnv('REDIS_URL', redis.url);
    vi.stubEnv('REDIS_KEY_PREFIX', 'installed:');
    expect(installSharedCache()).toBe(true);
    const handlers = installed()!;
    expect(handlers.RemoteCache).toBe(handlers.DefaultCache);
    expect(typeof handlers.FetchCache).toBe('function');
    await handlers.DefaultCache!.set('catalogue', entry('ten tools', ['tools']));
    // Another instance on the same Redis reads what this one's 'use cache' handler wrote.
    const [other] = twoInstances('installed');
    expect(await text(await createUseCacheHandler(other).get('catalogue', []))).toBe('ten tools');
  });
});
