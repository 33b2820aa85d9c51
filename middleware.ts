import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginPathFrom } from '@/lib/auth/return-path';
import { toolExists } from '@/lib/data/tools';
import { isKeptAddress } from '@/lib/kept-pages';
import { outageAnswer } from '@/lib/outage';
import { refusePagePost } from '@/lib/page-posts';
import { contentSecurityPolicy, isNoncePage } from '@/lib/security-headers';
import { isPreviewDeployment } from '@/lib/site';

/**
 * What must be decided before a page renders, per request:
 * - posts to pages (server actions) that are cross-site, malformed or too large get a clear 4xx (lib/page-posts.ts);
 * - while the database is known to be down, the 503 page (lib/outage.ts, docs/decisions/0023-database-outage.md);
 * - the pages that take secrets or orders get a per-request CSP nonce (docs/decisions/0011);
 * - purchase and dashboard pages need a session: a visitor without one goes to /login carrying the page. Whether
 *   someone IS an admin, or the session is still live, is decided on the server from the database
 *   (lib/auth/guards.ts), so that a fresh promotion is never turned away here;
 * - a tool's page for an id that is no tool is the 404 page, before it renders: tool pages are kept once rendered
 *   (docs/decisions/0084-tool-pages-kept.md). So is a request for a kept render's own address, which only
 *   next.config.ts' rewrites of the plain catalogue addresses may reach (docs/decisions/0085-catalogue-pages-kept.md);
 * - previews are never indexed (`X-Robots-Tag`), decided per request so that one build serves any deployment.
 *
 * It only reads the session cookie. next-auth's own middleware wrapper re-issues the cookie on every request it
 * sees, so a page prefetch still in flight when the user signed out would set the cookie again and sign them
 * back in (seen in the browser tests); reading without writing cannot.
 */
export default async function middleware(request: NextRequest) {
  const refusal = await refusePagePost(request);
  if (refusal) {
    return new NextResponse(refusal.message, { status: refusal.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const response = outageAnswer(request) ?? (await notFoundAnswer(request)) ?? (await pageResponse(request));
  if (isPreviewDeployment()) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

async function pageResponse(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  if (!isNoncePage(pathname)) return NextResponse.next();
  const policy = contentSecurityPolicy({
    nonce: btoa(crypto.randomUUID()),
    development: process.env.NODE_ENV === 'development',
    formTargets: googleSignInOrigin(),
  });
  if (needsSession(pathname) && !(await hasSession(request))) {
    const redirect = NextResponse.redirect(new URL(loginPathFrom(`${pathname}${search}`), request.nextUrl));
    redirect.headers.set('Content-Security-Policy', policy);
    return redirect;
  }
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * The not-found page with status 404, and nothing rendered or kept, for an address that would otherwise leave a kept
 * 404 behind: `/tools/{id}` for an id that is no tool, and any `/kept/...`. When the database cannot say whether a
 * tool exists, its page goes on and answers as every page does in an outage (docs/decisions/0023-database-outage.md).
 */
async function notFoundAnswer(request: NextRequest): Promise<Response | undefined> {
  const { pathname } = request.nextUrl;
  if (isKeptAddress(pathname)) return notFoundPage(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const id = /^\/tools\/([^/]+)$/.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  const exists = await toolExists(id).catch(() => true);
  return exists ? undefined : notFoundPage(request);
}

function notFoundPage(request: NextRequest): Response {
  return NextResponse.rewrite(new URL('/_not-found', request.nextUrl), { status: 404 });
}

function needsSession(pathname: string): boolean {
  return /^\/(purchase|dashboard)(\/|$)/.test(pathname);
}

async function hasSession(request: NextRequest): Promise<boolean> {
  const session = await getToken({
    req: request,
    secret: process.env.AUTH_SECRET,
    // Over HTTPS next-auth names its cookie with the __Secure- prefix (also behind a proxy that ends TLS).
    secureCookie: request.cookies.has('__Secure-authjs.session-token'),
  });
  return session !== null;
}

/** Continue with Google posts a form whose answer redirects to Google's sign-in page; the policy must let it. */
function googleSignInOrigin(): string[] {
  if (!process.env.AUTH_GOOGLE_ID || !process.env.AUTH_GOOGLE_SECRET) return [];
  try {
    return [new URL(process.env.AUTH_GOOGLE_ISSUER || 'https://accounts.google.com').origin];
  } catch {
    return [];
  }
}

export const config = {
  // The Node.js runtime shares the server process, so it sees the database status that lib/db.ts keeps.
  runtime: 'nodejs',
  // Pages only: not the API (it answers its own 503s and refusals), not static files or images.
  matcher: ['/((?!api/|_next/static/|_next/image|images/|icon\\.svg$|favicon\\.ico$).*)'],
};
