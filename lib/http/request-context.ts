import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { trustedProxyHops } from '@/lib/http/client-address';

/**
 * The request a line of the log belongs to (docs/operations.md, "Following a request"). Every API answer and page
 * carries its id as `X-Request-Id`; every log line written while serving it carries the same id, and the account
 * once the request has named one.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The page a server action was posted to, as middleware saw it (a client cannot set it: middleware overwrites it). */
export const REQUEST_PATH_HEADER = 'x-request-path';

/** What a request's log lines share. `accountId` is filled in once the caller is known (lib/auth/caller.ts). */
export type RequestContext = { requestId: string; accountId?: string };

// One store per process: route handlers, server actions and the instrumentation hook are separate bundles.
const STORAGE = Symbol.for('mrittika.request-context');
const holder = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<RequestContext> };
const storage = (holder[STORAGE] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` as part of the request `context` names: the log lines it writes carry its id. */
export function inRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being served, if any (a timer or a script has none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Notes the caller of the request being served, for its log lines (the id only: never an e-mail). */
export function noteAccount(accountId: string | undefined): void {
  const context = storage.getStore();
  if (context && accountId) context.accountId = accountId;
}

// What an id may look like: nginx's $request_id, a UUID, Vercel's `fra1::iad1::abc12-1700000000000-0123456789ab`.
const READABLE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The id of a request, under the same rule that decides whose forwarded headers count (lib/http/client-address.ts,
 * docs/decisions/0010-client-address-and-door-limits.md):
 * - on Vercel, the platform's own `x-vercel-id`, which also names the request in Vercel's logs;
 * - behind proxies of our own (`TRUSTED_PROXY_HOPS`), their `X-Request-Id` (nginx: `proxy_set_header X-Request-Id
 *   $request_id`), so the proxy's access log and ours share it;
 * - otherwise, and whenever the header does not read as an id, a new one. A client's own `X-Request-Id` never counts:
 *   it could make one customer's request look like another's.
 */
export function requestIdOf(headers: Headers): string {
  const trusted =
    process.env.VERCEL === '1' ? headers.get('x-vercel-id') : trustedProxyHops() > 0 ? headers.get(REQUEST_ID_HEADER) : null;
  return trusted && READABLE_ID.test(trusted) ? trusted : randomUUID();
}
