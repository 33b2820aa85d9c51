import 'server-only';
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
import { databaseScope } from '@/lib/cache/database-scope';
import { markDatabaseUnavailable } from '@/lib/database-status';
import { isDatabaseUnavailableError } from '@/lib/db';

/**
 * What the public pages read most (the catalogue and the reviews) is kept by Next.js' `'use cache'`, tagged, and
 * every write that changes it expires its tag at once (`{ expire: 0 }`: the next read waits for fresh data, so
 * a new tool or review shows on the very next request). Orders change stock, so they expire `tools` too.
 * A page rendered from kept reads carries their tags, so the same expiry renders it afresh
 * (docs/decisions/0087-cache-components.md).
 */
export const CACHE_TAGS = {
  /** The catalogue list. */
  tools: 'tools',
  /** One tool's page: only writes to that tool expire it. */
  tool: (id: string) => `tool:${id}` as const,
  reviews: 'reviews',
} as const;
export type CacheTag = 'tools' | 'reviews' | `tool:${string}`;

/**
 * A safety net: an entry written by a read that raced a write is renewed after this many seconds. Its hard limit is
 * longer: a `'use cache'` entry that expires within five minutes would make every page that reads it render per
 * request (Next.js leaves such short-lived reads out of what it keeps).
 */
const RENEW_AFTER_SECONDS = 300;
const EXPIRE_AFTER_SECONDS = 3600;

// Next.js inlines NEXT_RUNTIME into its server bundles. Outside them (Vitest, scripts) there is no cache:
// reads go straight to the database and there is nothing to expire.
const insideNextServer = Boolean(process.env.NEXT_RUNTIME);

/** The database this server reads (lib/cache/database-scope.ts), worked out at its first cached read. */
let scope: string | undefined;

type Read = (...args: never[]) => Promise<unknown>;

/** Every cached read by its key: the one cached function below calls them by name, as its key says. */
const reads = new Map<string, Read>();

/**
 * The one `'use cache'` function. Its key is made of its arguments: the database, the read's name, the read's
 * own arguments (and the tags, which follow from them).
 */
async function keptRead(database: string, key: string, tags: CacheTag[], args: unknown[]): Promise<unknown> {
  'use cache';
  cacheTag(...tags);
  cacheLife({ revalidate: RENEW_AFTER_SECONDS, expire: EXPIRE_AFTER_SECONDS });
  const read = reads.get(key);
  if (!read) throw new Error(`No cached read is named ${key}`);
  try {
    return await read(...(args as never[]));
  } catch (error) {
    // The caller gets this error without its class (Next.js passes it on as a plain Error), so it could not tell an
    // outage from it: the status says it instead (lib/http.ts, docs/decisions/0089-only-pages-pass-middleware.md).
    if (isDatabaseUnavailableError(error)) markDatabaseUnavailable();
    throw error;
  }
}

/** The read, cached under its database, `key` and its arguments, and tagged; its result must be plain JSON. */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[] | ((...args: Args) => CacheTag[]),
): (...args: Args) => Promise<Result> {
  if (!insideNextServer) return read;
  if (reads.has(key)) throw new Error(`Two cached reads are named ${key}`);
  reads.set(key, read as unknown as Read);
  return (...args) =>
    keptRead((scope ??= databaseScope()), key, typeof tags === 'function' ? tags(...args) : tags, args) as Promise<Result>;
}

/** Expires the tagged reads, and the kept pages made from them; call after every write that changes what they return. */
export function expireCached(...tags: CacheTag[]): void {
  if (!insideNextServer) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
