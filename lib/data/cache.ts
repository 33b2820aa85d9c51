import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { databaseScope } from '@/lib/cache/database-scope';

/**
 * What the public pages read most (the catalogue and the reviews) is kept in Next.js' data cache, tagged, and
 * every write that changes it expires its tag at once (`{ expire: 0 }`: the next read waits for fresh data, so
 * a new tool or review shows on the very next request). Orders change stock, so they expire `tools` too.
 */
export const CACHE_TAGS = {
  /** The catalogue list. */
  tools: 'tools',
  /** One tool's page: only writes to that tool expire it. */
  tool: (id: string) => `tool:${id}` as const,
  reviews: 'reviews',
} as const;
export type CacheTag = 'tools' | 'reviews' | `tool:${string}`;

/** A safety net: an entry written by a read that raced a write is replaced within this many seconds. */
const MAX_AGE_SECONDS = 300;

// Next.js inlines NEXT_RUNTIME into its server bundles. Outside them (Vitest, scripts) there is no data cache:
// reads go straight to the database and there is nothing to expire.
const insideNextServer = Boolean(process.env.NEXT_RUNTIME);

/** The database this server reads (lib/cache/database-scope.ts), worked out at its first cached read. */
let scope: string | undefined;

/** The read, cached under its database, `key` and its arguments, and tagged; its result must be plain JSON. */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[] | ((...args: Args) => CacheTag[]),
): (...args: Args) => Promise<Result> {
  if (!insideNextServer) return read;
  return (...args) =>
    unstable_cache(read, [(scope ??= databaseScope()), key], {
      tags: typeof tags === 'function' ? tags(...args) : tags,
      revalidate: MAX_AGE_SECONDS,
    })(...args);
}

/** Expires the tagged reads; call after every write that changes what they return. */
export function expireCached(...tags: CacheTag[]): void {
  if (!insideNextServer) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
