import { NextResponse, type NextRequest } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { handlers, signOut } from '@/lib/auth';
import { getCaller } from '@/lib/auth/caller';
import { withLoginRefusal } from '@/lib/auth/login-limit';
import { errorResponse, MAX_FORM_BODY_BYTES, withBodyAtMost } from '@/lib/http/answers';

/**
 * next-auth's own endpoints, with three additions: a login attempt the limit refused (counted inside `authorize`,
 * lib/auth/login-limit.ts) answers 429 with Retry-After, the session endpoint answers only for sessions that
 * are still live (docs/decisions/0012-sessions-that-end.md), and a posted body over 64 kB is refused (413).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    GET: (request: NextRequest) => (endpoint(request) === 'session' ? liveSession(request) : handlers.GET(request)),
    POST: async (request: NextRequest) => {
      // next-auth reads the whole body, however long; a sign-in form is a few fields.
      const posted = await withBodyAtMost(request, MAX_FORM_BODY_BYTES);
      const { response, refusal } = await withLoginRefusal(() => handlers.POST(posted));
      return refusal ? errorResponse(refusal) : response;
    },
  },
  {
    // An identity provider may post its answer back from its own site (OpenID Connect's form_post).
    acceptsForeignOrigin: (request) => /^callback\/(?!credentials$)/.test(endpoint(request)),
    servesPath: (request) => NEXT_AUTH_ACTIONS.has(endpoint(request).split('/', 1)[0]!),
  },
);

// next-auth's own actions; any other path under /api/auth is not a route, as anywhere under /api.
const NEXT_AUTH_ACTIONS = new Set(['providers', 'session', 'csrf', 'signin', 'signout', 'callback', 'verify-request', 'error']);

function endpoint(request: NextRequest): string {
  return request.nextUrl.pathname.replace(/^\/api\/auth\//, '').replace(/\/$/, '');
}

/** The session, unless it ended (signed out elsewhere, password reset, demoted, removed): then none, and its cookie goes. */
async function liveSession(request: NextRequest): Promise<Response> {
  if (await getCaller()) return handlers.GET(request);
  const hasSessionCookie = request.cookies.getAll().some((cookie) => /(^|\.)authjs\.session-token/.test(cookie.name));
  if (hasSessionCookie) await signOut({ redirect: false });
  return NextResponse.json(null, { headers: { 'Cache-Control': 'private, no-cache, no-store' } });
}
