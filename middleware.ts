import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginPathFrom } from '@/lib/auth/return-path';
import { accountPageAnswer, publicPageAnswer, type PageAnswer } from '@/lib/auth/page-access';
import { isKeptAddress, withoutRouterParameter } from '@/lib/kept-pages';
import { outageAnswer } from '@/lib/outage';
import { refusePagePost } from '@/lib/page-posts';
import { REQUEST_ID_HEADER, REQUEST_PATH_HEADER, requestIdOf } from '@/lib/request-context';
import { contentSecurityPolicy, isNoncePage } from '@/lib/security-headers';
import { isPreviewDeployment } from '@/lib/site';

/**
 * What must be decided before a page renders, per request:
 * - posts to pages (server actions) that are cross-site, malformed or too large get a clear 4xx (lib/page-posts.ts);
 * - while the database is known to be down, the 503 page (lib/outage.ts, docs/decisions/0023-database-outage.md);
 * - the pages that take secrets or orders get a per-request CSP nonce (docs/decisions/0011);
 * - every status a page answers with other than 200, decided before the page renders, because with Cache Components a
 *   page's response has started by the time its own code runs (lib/auth/page-access.ts,
 *   docs/decisions/0087-cache-components.md): purchase and dashboard pages need a live session (else /login carrying
 *   the page), admin pages an admin as the database knows them now (else the not-allowed page), and a record the
 *   caller may see (else 404); a tool's page, or a page of its reviews, a tool that exists (else 404; tool pages are
 *   kept once rendered, docs/decisions/0084-tool-pages-kept.md); a kept render's own address, which only
 *   next.config.ts' rewrites may reach, is 404 (docs/decisions/0085-catalogue-pages-kept.md);
 * - previews are never indexed (`X-Robots-Tag`), decided per request so that one build serves any deployment;
 * - every page gets a request id, answered as `X-Request-Id` and handed to the page and its server actions with the
 *   path (lib/request-context.ts), whatever the client sent in those headers: their log lines carry it.
 *
 * It only reads the session cookie. next-auth's own middleware wrapper re-issues the cookie on every request it
 * sees, so a page prefetch still in flight when the user signed out would set the cookie again and sign them
 * back in (seen in the browser tests); reading without writing cannot.
 */
export default async function middleware(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const refusal = await refusePagePost(request);
  if (refusal) {
    const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Request-Id': requestId };
    return new NextResponse(refusal.message, { status: refusal.status, headers });
  }
  // Made only for the answers that hand headers on (a public page's load does not: see pageResponse).
  let copy: Headers | undefined;
  const forwarded: Forwarded = () => {
    if (!copy) {
      copy = new Headers(request.headers);
      copy.set(REQUEST_ID_HEADER, requestId);
      copy.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
    }
    return copy;
  };
  const response =
    outageAnswer(request) ?? (await publicAnswer(request, forwarded)) ?? (await pageResponse(request, forwarded));
  response.headers.set('X-Request-Id', requestId);
  if (isPreviewDeployment()) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/** The request's headers as the page should see them, made on first use. */
type Forwarded = () => Headers;

/**
 * `forwarded`: the request's headers as the page should see them (its request id among them). Handing changed
 * headers on costs every request a copy of them all, so a public page's load, served from the cache, goes on as it
 * came (its answer still carries the id); posts (server actions) and the pages rendered per request get them
 * (docs/decisions/0099-request-ids-json-logs-and-traces.md).
 */
async function pageResponse(request: NextRequest, forwarded: Forwarded): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (!isNoncePage(pathname)) return isPageLoad(request) ? NextResponse.next() : NextResponse.next({ request: { headers: forwarded() } });
  const policy = contentSecurityPolicy({
    nonce: btoa(crypto.randomUUID()),
    development: isDevelopment(),
    formTargets: googleSignInOrigin(),
  });
  const answer = needsSession(pathname) ? await accountAnswer(request, forwarded) : undefined;
  if (answer) {
    // The not-found page is prerendered: its scripts carry no nonce, so it gets the fixed policy of every other page.
    const notFound = answer.status === 404;
    answer.headers.set('Content-Security-Policy', notFound ? contentSecurityPolicy({ development: isDevelopment() }) : policy);
    return answer;
  }
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  forwarded().set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: forwarded() } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** A public page's answer before it renders (lib/auth/page-access.ts); page loads only. */
async function publicAnswer(request: NextRequest, forwarded: Forwarded): Promise<Response | undefined> {
  const { pathname } = request.nextUrl;
  // A kept render's own address is refused whatever the method (nothing may render there); the rest on page loads.
  if (!isPageLoad(request) && !isKeptAddress(pathname)) return undefined;
  // Middleware sees the request as sent, `_rsc` and the router's headers included (`skipProxyUrlNormalize`).
  const router = request.headers.get('rsc') === '1';
  return responseOf(request, forwarded, await publicPageAnswer(pathname, request.nextUrl.search, router).catch(databaseUnsure));
}

/**
 * A purchase or dashboard page's answer before it renders: /login without a session cookie; for a page load, what the
 * database says of the session, the caller's role and the record the page shows (lib/auth/page-access.ts).
 */
async function accountAnswer(request: NextRequest, forwarded: Forwarded): Promise<Response | undefined> {
  const { pathname } = request.nextUrl;
  // The page's own query string: the router's `_rsc` is no part of the address to come back to.
  const search = withoutRouterParameter(request.nextUrl.search);
  const claims = await sessionClaims(request);
  if (!claims) return responseOf(request, forwarded, { redirectTo: loginPathFrom(`${pathname}${search}`), permanent: false });
  if (!isPageLoad(request)) return undefined;
  return responseOf(request, forwarded, await accountPageAnswer(pathname, search, claims).catch(databaseUnsure));
}

/**
 * When the database cannot answer, the page goes on and answers as every page does in an outage
 * (docs/decisions/0023-database-outage.md); it asks again itself.
 */
const databaseUnsure = () => undefined;

function isPageLoad(request: NextRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function responseOf(request: NextRequest, forwarded: Forwarded, answer: PageAnswer | undefined): Response | undefined {
  if (!answer) return undefined;
  if ('notFound' in answer) {
    return NextResponse.rewrite(new URL('/_not-found', request.nextUrl), { status: 404, request: { headers: forwarded() } });
  }
  // On the address as asked for (`request.url`), which Next.js then writes as a relative Location: `nextUrl` spells a
  // loopback host as `localhost`, which would keep the Location absolute, on another origin.
  return NextResponse.redirect(new URL(answer.redirectTo, request.url), answer.permanent ? 308 : 307);
}

const isDevelopment = () => process.env.NODE_ENV === 'development';

function needsSession(pathname: string): boolean {
  return /^\/(purchase|checkout|dashboard)(\/|$)/.test(pathname);
}

/** The session cookie's claims, or null without a valid one. */
async function sessionClaims(request: NextRequest) {
  return getToken({
    req: request,
    secret: process.env.AUTH_SECRET,
    // Over HTTPS next-auth names its cookie with the __Secure- prefix (also behind a proxy that ends TLS).
    secureCookie: request.cookies.has('__Secure-authjs.session-token'),
  });
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
  // Pages only: not the API and the uploaded photos (they answer their own 503s and refusals), not static files or
  // images, not robots.txt and the sitemaps. None of those has anything above to decide, and running middleware at
  // all costs a light route about a third of its throughput (docs/decisions/0089-only-pages-pass-middleware.md).
  matcher: ['/((?!api/|media/|sitemaps/|_next/static/|_next/image|images/|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
