/**
 * Which other sites' pages may read the API, in one place (docs/decisions/0062-http-caching-cors-and-api-pages.md):
 * - the public reads (GET /api/tools, /api/tools/{id}, /api/review) are open to any origin
 *   (`Access-Control-Allow-Origin: *`), as long as the call carries no credentials;
 * - a call with credentials (an `Authorization` header or cookies), and every other call, is allowed only from
 *   an origin listed in CORS_ORIGINS (comma-separated, each an exact origin such as `https://partner.example`):
 *   that origin is named back with `Access-Control-Allow-Credentials: true`, never `*`, and the answer varies by
 *   `Origin`. An origin not listed is never named back, so the browser keeps the answer from its page.
 * Edge-safe: plain Headers and strings.
 */

/** Headers a page on another site may read from our answers (besides the CORS-safelisted ones). */
const EXPOSED_HEADERS = 'ETag, Link, X-Total-Count, Retry-After';
/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';
/** The methods that are public reads when a route has them. */
const PUBLIC_METHODS = ['GET', 'HEAD'];

let parsedFrom: string | undefined;
let parsed: ReadonlySet<string> = new Set();

/**
 * The origins CORS_ORIGINS lists, as browsers write them in `Origin` (scheme://host[:port], lower case, no
 * default port, no slash). An entry that is not a plain origin (a path, `*`, `null`) is ignored.
 */
export function listedOrigins(value = process.env.CORS_ORIGINS ?? ''): ReadonlySet<string> {
  if (value === parsedFrom) return parsed;
  const origins = new Set<string>();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    try {
      const url = new URL(entry);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (bare && (url.protocol === 'https:' || url.protocol === 'http:')) origins.add(url.origin);
    } catch {
      // Not a URL at all: ignored.
    }
  }
  parsedFrom = value;
  parsed = origins;
  return origins;
}

/** Whether the request's `Origin` is one CORS_ORIGINS lists, compared exactly as the browser sent it. */
export function isListedOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  return origin !== null && listedOrigins().has(origin);
}

/** A call that says who is calling: a bearer token (or any Authorization) or cookies. */
export function carriesCredentials(headers: Headers): boolean {
  return headers.has('authorization') || headers.has('cookie');
}

function addVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  if (!current) headers.set('Vary', name);
  else if (!current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) headers.set('Vary', `${current}, ${name}`);
}

/**
 * Puts the CORS headers on an answer of an API route. `publicRead`: the route's GET is a public read. The answer
 * is changed in place (and returned), whatever its status, so that errors reach the other site's page too.
 */
export function withCorsHeaders(request: Request, response: Response, { publicRead }: { publicRead: boolean }): Response {
  const headers = response.headers;
  const openToAll = publicRead && PUBLIC_METHODS.includes(request.method) && !carriesCredentials(request.headers);
  if (openToAll) {
    headers.set('Access-Control-Allow-Origin', '*');
    headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    return response;
  }
  addVary(headers, 'Origin');
  if (isListedOrigin(request.headers)) {
    headers.set('Access-Control-Allow-Origin', request.headers.get('origin')!);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  return response;
}

/**
 * The answer to a CORS preflight (OPTIONS with `Origin` and `Access-Control-Request-Method`), or null for a plain
 * OPTIONS. A listed origin may use every method of the route with credentials; any other origin only the public
 * reads, without credentials (no `Authorization` among the headers it may send).
 */
export function preflightAnswer(request: Request, { allow, publicRead }: { allow: string; publicRead: boolean }): Response | null {
  const origin = request.headers.get('origin');
  const method = request.headers.get('access-control-request-method');
  if (origin === null || method === null) return null;
  const headers = new Headers({ Allow: allow, Vary: 'Origin' });
  if (listedOrigins().has(origin)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Allow-Methods', allow);
    headers.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, If-None-Match');
    headers.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  } else if (publicRead && PUBLIC_METHODS.includes(method)) {
    headers.set('Access-Control-Allow-Origin', '*');
    headers.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    headers.set('Access-Control-Allow-Headers', 'If-None-Match');
    headers.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  }
  return new Response(null, { status: 204, headers });
}
