import 'server-only';
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import * as z from 'zod/mini';
import { databaseScope } from '@/lib/cache/database-scope';
import { markDatabaseUnavailable } from '@/lib/infra/database-status';
import { isDatabaseUnavailableError } from '@/lib/infra/db';

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
  /** The delivery charges (lib/data/delivery.ts). */
  delivery: 'delivery',
} as const;
export type CacheTag = 'tools' | 'reviews' | 'delivery' | `tool:${string}`;

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

/**
 * The arguments of cached reads, as their public wrappers pass them once they have checked and clamped a visitor's
 * input: each read registers a tuple of these with `cachedRead`, and the cached function checks every call with it.
 */
export const CACHED_ARGS = {
  /** A MongoDB id as the wrappers pass it: 24 hexadecimal characters in lower case, one spelling per record. */
  id: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
  /** A whole number from `min` to `max`. */
  whole: (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max)),
  /** A number from `min` to `max` (a price as stored). */
  between: (min: number, max: number) => z.number().check(z.gte(min), z.lte(max)),
  /** One of a fixed list of names (a sort). */
  oneOf: <const Names extends readonly [string, ...string[]]>(names: Names) => z.enum(names),
};

type Read = (...args: never[]) => Promise<unknown>;

/** A cached read as registered: the read, what its arguments may be, and the tags that follow from them. */
type Registered = { read: Read; args: z.ZodMiniType<unknown[]>; tags: (...args: never[]) => CacheTag[] };

/** Every cached read by its key: the one cached function below calls them by name, as its key says. */
const reads = new Map<string, Registered>();

/**
 * The read a call of the cached function names, with its tags, once the call is known to be one a wrapper below
 * made. Next.js registers every `'use cache'` function as a server reference, so a post to any page could call it
 * with arguments of its choosing: a foreign database, a made-up key, operator objects (`{"$ne": null}`), a page of a
 * million tools. middleware.ts refuses such posts; this check stands behind it, before anything reads the database
 * (docs/decisions/0092-cached-reads-take-no-caller-arguments.md).
 */
export function registeredRead(database: unknown, key: unknown, args: unknown): { run: () => Promise<unknown>; tags: CacheTag[] } {
  const registered = typeof key === 'string' ? reads.get(key) : undefined;
  const checked = registered && database === (scope ??= databaseScope()) ? registered.args.safeParse(args) : undefined;
  if (!registered || !checked?.success) throw new Error('A cached read was asked for with arguments the shop never passes.');
  const values = checked.data as never[];
  return { run: () => registered.read(...values), tags: registered.tags(...values) };
}

/**
 * The one `'use cache'` function. Its key is made of its arguments: the database, the read's name and the read's
 * own arguments; the tags follow from them, worked out here rather than taken from the caller.
 */
async function keptRead(database: string, key: string, args: unknown[]): Promise<unknown> {
  'use cache';
  const { run, tags } = registeredRead(database, key, args);
  cacheTag(...tags);
  cacheLife({ revalidate: RENEW_AFTER_SECONDS, expire: EXPIRE_AFTER_SECONDS });
  try {
    return await run();
  } catch (error) {
    // The caller gets this error without its class (Next.js passes it on as a plain Error), so it could not tell an
    // outage from it: the status says it instead (lib/http/answers.ts, docs/decisions/0089-only-pages-pass-middleware.md).
    if (isDatabaseUnavailableError(error)) markDatabaseUnavailable();
    throw error;
  }
}

/**
 * The read, cached under its database, `key` and its arguments, and tagged; its result must be plain JSON. `args`
 * lists what each argument may be (CACHED_ARGS), as the public wrapper passes it: anything else is refused.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  { args, tags }: { args: z.ZodMiniType<Args>; tags: CacheTag[] | ((...args: Args) => CacheTag[]) },
): (...args: Args) => Promise<Result> {
  if (insideNextServer && reads.has(key)) throw new Error(`Two cached reads are named ${key}`);
  reads.set(key, {
    read: read as unknown as Read,
    args: args as unknown as z.ZodMiniType<unknown[]>,
    tags: (typeof tags === 'function' ? tags : () => tags) as unknown as Registered['tags'],
  });
  // Outside a Next.js server nothing is cached, but the arguments are checked all the same: the data layer's tests
  // then show that every wrapper passes only what its read accepts.
  if (!insideNextServer) return (...values) => registeredRead((scope ??= databaseScope()), key, values).run() as Promise<Result>;
  return (...values) => keptRead((scope ??= databaseScope()), key, values) as Promise<Result>;
}

/**
 * How long after a write its tags are expired a second time. A page render that began before the write (so it read
 * the old data) and ends after it is kept as new: Next.js dates a kept page by when it was stored, and a request that
 * arrives while such a render runs waits for that render rather than starting its own. Left alone, that page would
 * be served until the safety net above renews it. Expired again once any render that could have begun before the
 * write has ended, it is rendered afresh at the next request (docs/decisions/0087-cache-components.md).
 */
const RACING_RENDER_MS = 2_000;

/** Expires the tagged reads, and the kept pages made from them; call after every write that changes what they return. */
export function expireCached(...tags: CacheTag[]): void {
  if (!insideNextServer) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  try {
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, RACING_RENDER_MS));
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    });
  } catch {
    // Outside a request (a script, a timer): no render of it can be racing.
  }
}
