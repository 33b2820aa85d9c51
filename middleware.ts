import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginPathFrom } from '@/lib/auth/return-path';
import { accountPageAnswer, publicPageAnswer, type PageAnswer } from '@/lib/auth/page-access';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_PARAMETER,
  pathIn,
  splitLanguage,
  type Language,
} from '@/lib/domain/i18n';
import { keptRender, withoutRouterParameter } from '@/lib/http/kept-pages';
import { outageAnswer } from '@/lib/infra/outage';
import { refusePagePost } from '@/lib/http/page-posts';
import { REQUEST_ID_HEADER, REQUEST_PATH_HEADER, requestIdOf } from '@/lib/http/request-context';
import { isShopAddress, pageAt, type ShopPage } from '@/lib/http/routes';
import { contentSecurityPolicy } from '@/lib/http/security-headers';
import { BENGALI_FONT_SCRIPT_SOURCE } from '@/lib/http/bengali-font';
import { textsFor } from '@/lib/texts/catalogue';
import { isPreviewDeployment } from '@/lib/domain/site';

/**
 * What must be decided before a page renders, per request:
 * - the page's language (docs/decisions/0101-the-shop-in-bangla.md): `/bn/...` is Bangla, every other address English;
 *   the page renders under its language's folder (`/tools` at `/en/tools`, `/bn/tools` as it is). `/en/...` asked
 *   for by name is sent to its English address, and a visitor who chose Bangla (the language cookie) opening an
 *   English address is sent to its Bangla one. Everything below reads the address in its English form;
 * - posts to pages (server actions) that are cross-site, malformed or too large get a clear 4xx (lib/http/page-posts.ts);
 * - while the database is known to be down, the 503 page (lib/infra/outage.ts, docs/decisions/0023-database-outage.md);
 * - the pages that take secrets or orders get a per-request CSP nonce (docs/decisions/0011);
 * - every status a page answers with other than 200, decided before the page renders, because with Cache Components a
 *   page's response has started by the time its own code runs (lib/auth/page-access.ts,
 *   docs/decisions/0087-cache-components.md): purchase and dashboard pages need a live session (else /login carrying
 *   the page), admin pages an admin as the database knows them now (else the not-allowed page), and a record the
 *   caller may see (else 404); a tool's page, or a page of its reviews, a tool that exists (else 404; tool pages are
 *   kept once rendered, docs/decisions/0084-tool-pages-kept.md); an address that is no page of lib/http/routes.ts (a kept
 *   render's own among them, which only this file leads to: docs/decisions/0085-catalogue-pages-kept.md) is 404;
 * - previews are never indexed (`X-Robots-Tag`), decided per request so that one build serves any deployment;
 * - every page gets a request id, answered as `X-Request-Id` and handed to the page and its server actions with the
 *   path (lib/http/request-context.ts), whatever the client sent in those headers: their log lines carry it.
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
  const page = pageRequestOf(request);
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
    outageAnswer(request) ??
    languageAnswer(request, page) ??
    (await publicAnswer(request, page, forwarded)) ??
    (await pageResponse(request, page, forwarded));
  response.headers.set('X-Request-Id', requestId);
  if (isPreviewDeployment()) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/**
 * A page's request: its language, its address in English form, the query string as sent, and the page of the route
 * table it opens (found once, for every question below).
 */
type PageRequest = { language: Language; path: string; search: string; prefixed: boolean; shopPage: ShopPage | undefined };

function pageRequestOf(request: NextRequest): PageRequest {
  const address = splitLanguage(request.nextUrl.pathname);
  return { ...address, search: request.nextUrl.search, shopPage: pageAt(address.path)?.page };
}

/**
 * `/en/...` by name: its English address (there is one address per page and language). The language switch's link
 * (`?language=bn`): the choice remembered in the cookie, and the address without the parameter. A page load of an
 * English address by a visitor whose cookie chose Bangla: its Bangla address. Never the client router's requests: a
 * router request answered with a redirect is followed as a fetch.
 */
function languageAnswer(request: NextRequest, { language, path, search, prefixed }: PageRequest): Response | undefined {
  if (prefixed && language === DEFAULT_LANGUAGE) return NextResponse.redirect(new URL(`${path}${search}`, request.url), 308);
  if (!isPageLoad(request) || request.headers.get('rsc') === '1' || request.headers.has(NOT_FOUND_FETCH)) return undefined;
  const parameters = new URLSearchParams(search);
  const choice = parameters.get(LANGUAGE_PARAMETER);
  if (parameters.has(LANGUAGE_PARAMETER)) {
    parameters.delete(LANGUAGE_PARAMETER);
    const rest = parameters.toString();
    const response = NextResponse.redirect(new URL(`${request.nextUrl.pathname}${rest ? `?${rest}` : ''}`, request.url), 307);
    if (isLanguage(choice)) {
      response.cookies.set(LANGUAGE_COOKIE, choice, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'lax',
        secure: request.nextUrl.protocol === 'https:',
      });
    }
    return response;
  }
  if (prefixed) return undefined;
  const chosen = request.cookies.get(LANGUAGE_COOKIE)?.value;
  if (chosen === 'bn') return NextResponse.redirect(new URL(`${pathIn(chosen, path)}${search}`, request.url), 307);
  return undefined;
}

/** The request's headers as the page should see them, made on first use. */
type Forwarded = () => Headers;

/**
 * `forwarded`: the request's headers as the page should see them (its request id among them). Handing changed
 * headers on costs every request a copy of them all, so a public page's load, served from the cache, goes on as it
 * came (its answer still carries the id); posts (server actions) and the pages rendered per request get them
 * (docs/decisions/0099-request-ids-json-logs-and-traces.md).
 */
async function pageResponse(request: NextRequest, page: PageRequest, forwarded: Forwarded): Promise<Response> {
  const internal = renderedAt(request, page);
  if (!page.shopPage?.nonce) {
    return isPageLoad(request) ? NextResponse.rewrite(internal) : NextResponse.rewrite(internal, { request: { headers: forwarded() } });
  }
  const policy = contentSecurityPolicy({
    nonce: btoa(crypto.randomUUID()),
    development: isDevelopment(),
    formTargets: googleSignInOrigin(),
    inlineScripts: [BENGALI_FONT_SCRIPT_SOURCE],
  });
  const answer = page.shopPage && page.shopPage.access !== 'anyone' ? await accountAnswer(request, page, forwarded) : undefined;
  if (answer) {
    // The not-found page is prerendered: its scripts carry no nonce, so it gets the fixed policy of every other page.
    const notFound = answer.status === 404;
    answer.headers.set('Content-Security-Policy', notFound ? contentSecurityPolicy({ development: isDevelopment() }) : policy);
    return answer;
  }
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  forwarded().set('Content-Security-Policy', policy);
  const response = NextResponse.rewrite(internal, { request: { headers: forwarded() } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Where a page renders inside the server: under its language's folder, at its kept render when it is one
 * (lib/http/kept-pages.ts), with the query string as sent. On the origin as asked for (`request.url`): a rewrite to another
 * origin is a proxy, and `nextUrl` spells a loopback host as `localhost`.
 */
function renderedAt(request: NextRequest, { language, path, search }: PageRequest): URL {
  return new URL(`/${language}${keptRender(path, search).replace(/^\/$/, '')}${search}`, request.url);
}

/** A public page's answer before it renders (lib/auth/page-access.ts); page loads only. */
async function publicAnswer(request: NextRequest, page: PageRequest, forwarded: Forwarded): Promise<Response | undefined> {
  // Middleware's own fetch of the not-found page (notFoundAnswer): rendered as any page. Anyone else who sends the
  // header sees the not-found page too.
  if (page.path === NOT_FOUND_PAGE && request.headers.get(NOT_FOUND_FETCH) === '1') return undefined;
  // An address that is no page is refused whatever the method (nothing may render there); the rest on page loads.
  const known = page.shopPage !== undefined || isShopAddress(page.path);
  if (!isPageLoad(request) && known) return undefined;
  // Middleware sees the request as sent, `_rsc` and the router's headers included (`skipProxyUrlNormalize`).
  const router = request.headers.get('rsc') === '1';
  return await responseOf(request, page, forwarded, await publicPageAnswer(page.path, page.search, router).catch(databaseUnsure));
}

/**
 * A purchase or dashboard page's answer before it renders: /login without a session cookie; for a page load, what the
 * database says of the session, the caller's role and the record the page shows (lib/auth/page-access.ts).
 */
async function accountAnswer(request: NextRequest, page: PageRequest, forwarded: Forwarded): Promise<Response | undefined> {
  // The page's own query string: the router's `_rsc` is no part of the address to come back to.
  const search = withoutRouterParameter(page.search);
  const claims = await sessionClaims(request);
  if (!claims) return await responseOf(request, page, forwarded, { redirectTo: loginPathFrom(`${page.path}${search}`), permanent: false });
  if (!isPageLoad(request)) return undefined;
  return await responseOf(request, page, forwarded, await accountPageAnswer(page.path, search, claims).catch(databaseUnsure));
}

/**
 * When the database cannot answer, the page goes on and answers as every page does in an outage
 * (docs/decisions/0023-database-outage.md); it asks again itself.
 */
const databaseUnsure = () => undefined;

function isPageLoad(request: NextRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/** A page's answer in the page's language: the not-found page with status 404, or a redirect to the address in it. */
async function responseOf(request: NextRequest, page: PageRequest, forwarded: Forwarded, answer: PageAnswer | undefined): Promise<Response | undefined> {
  if (!answer) return undefined;
  if ('notFound' in answer) return notFoundAnswer(request, page.language);
  // On the address as asked for (`request.url`), which Next.js then writes as a relative Location: `nextUrl` spells a
  // loopback host as `localhost`, which would keep the Location absolute, on another origin.
  return NextResponse.redirect(new URL(pathIn(page.language, answer.redirectTo), request.url), answer.permanent ? 308 : 307);
}

/**
 * The not-found page (app/[lang]/page-not-found), prerendered in each language. Next.js answers a rewrite with the
 * status of what it renders, and a prerendered page is a 200: so the page's HTML is fetched once per language and
 * server instance (it is the same for everyone until the next deployment) and answered here with status 404. The
 * fetch carries the request's cookies, which a preview deployment's protection asks for, and a header that lets it
 * through to the page (NOT_FOUND_FETCH); only a 200 is kept.
 */
async function notFoundAnswer(request: NextRequest, language: Language): Promise<Response> {
  const html = await notFoundHtml(request, language).catch(() => undefined);
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' };
  return new NextResponse(isPageLoad(request) && request.method !== 'HEAD' ? (html ?? notFoundTexts(language)) : null, { status: 404, headers });
}

const notFoundPages = new Map<Language, Promise<string>>();

function notFoundHtml(request: NextRequest, language: Language): Promise<string> {
  const kept = isDevelopment() ? undefined : notFoundPages.get(language);
  if (kept) return kept;
  const headers: HeadersInit = { [NOT_FOUND_FETCH]: '1', cookie: request.headers.get('cookie') ?? '' };
  const address = new URL(pathIn(language, NOT_FOUND_PAGE), request.url);
  const html = fetch(address, { headers, cache: 'no-store', redirect: 'error' }).then((answer) => {
    if (!answer.ok) throw new Error(`the not-found page answered ${answer.status}`);
    return answer.text();
  });
  notFoundPages.set(language, html);
  html.catch(() => notFoundPages.delete(language));
  return html;
}

/** Without the page's HTML (the server is restarting): its heading, as text. */
const notFoundTexts = (language: Language) => textsFor(language).notFoundTexts.heading;

/** Where the not-found page renders (app/[lang]/page-not-found), and the header of middleware's own fetch of it. */
const NOT_FOUND_PAGE = '/page-not-found';
const NOT_FOUND_FETCH = 'x-shop-not-found-page';

const isDevelopment = () => process.env.NODE_ENV === 'development';

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
  // The Node.js runtime shares the server process, so it sees the database status that lib/infra/db.ts keeps.
  runtime: 'nodejs',
  // Pages only: not the API and the uploaded photos (they answer their own 503s and refusals), not static files,
  // images or fonts, not the framework's own addresses, not robots.txt and the sitemaps. None of those has anything above to decide, and running middleware at
  // all costs a light route about a third of its throughput (docs/decisions/0089-only-pages-pass-middleware.md).
  matcher: ['/((?!api/|media/|sitemaps/|_next/|__nextjs|images/|fonts/|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
