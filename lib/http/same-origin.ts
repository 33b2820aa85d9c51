/**
 * Whether a request that changes something comes from a page of our own site (or from no browser at all).
 * Browsers send `Origin` with every such request; it must name the host the request was sent to, as Next.js'
 * own check of server actions does. Edge-safe: middleware.ts uses it too.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const origin = headers.get('origin');
  // Scripts and servers send no Origin; a browser that leaves it out still says where the request came from.
  if (origin === null) return headers.get('sec-fetch-site') !== 'cross-site';
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, some redirects) and garbage.
    return false;
  }
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  return Boolean(host) && originHost === host!.split(',')[0]!.trim().toLowerCase();
}
