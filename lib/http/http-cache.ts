import { createHash } from 'node:crypto';
import { carriesCredentials } from '@/lib/http/cors';

/**
 * Answers of the public reads that browsers and a CDN may keep (docs/decisions/0062-http-caching-cors-and-api-pages.md):
 * a strong `ETag` (a hash of the body), `304 Not Modified` to a matching `If-None-Match`, and a shared cache
 * may serve them for 30 seconds, then revalidate in the background for 60 more. Browsers revalidate every time
 * (max-age=0), so a visitor never sees a stale list after reloading. A call with credentials is never shared.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A strong entity tag for this body: the same bytes, the same tag. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** Longer `If-None-Match` headers are not read (no client sends hundreds of tags); they simply do not match. */
const MAX_IF_NONE_MATCH = 8 * 1024;

/**
 * Whether `If-None-Match` matches `etag` (RFC 9110 13.1.2): `*`, or a list of entity tags, compared weakly (a
 * `W/` prefix on either side is ignored). A malformed list matches nothing, so the full answer is sent.
 */
export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (header === null || header.length > MAX_IF_NONE_MATCH) return false;
  const value = header.trim();
  if (value === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const wanted = opaque(etag);
  const list = /^(?:W\/)?"[\x21\x23-\x7e\x80-\uffff]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e\x80-\uffff]*")*$/;
  if (!list.test(value)) return false;
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}

/**
 * A public read's JSON answer. Without credentials: shared-cacheable with its ETag, or 304 with no body when the
 * client already holds it. With credentials (the answer is the same, but it must not be stored next to
 * another origin's CORS grant): `private, no-store`.
 */
export function publicJson(request: Request, body: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  if (carriesCredentials(request.headers)) {
    return new Response(text, { headers: { ...headers, 'Content-Type': 'application/json', 'Cache-Control': PRIVATE_CACHE_CONTROL } });
  }
  const etag = strongEtag(text);
  const cacheHeaders = { ...headers, ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL };
  if (ifNoneMatchMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: cacheHeaders });
  return new Response(text, { headers: { ...cacheHeaders, 'Content-Type': 'application/json' } });
}
