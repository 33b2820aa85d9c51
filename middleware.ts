import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginPathFrom } from '@/lib/auth/return-path';
import { outageAnswer } from '@/lib/outage';
import { isPreviewDeployment } from '@/lib/site';

/**
 * Early redirects only (spec section 2): purchase and dashboard pages need a session, and a visitor without one
 * goes to /login carrying the page. Admin pages need the same here; whether someone IS an admin is decided on
 * the server from the database (lib/auth/guards.ts), so that a fresh promotion is never turned away here.
 *
 * It only reads the session cookie. next-auth's own middleware wrapper re-issues the cookie on every request it
 * sees, so a page prefetch still in flight when the user signed out would set the cookie again and sign them
 * back in (seen in the browser tests); reading without writing cannot.
 *
 * Before that, for every page: the 503 page while the database is known to be down (lib/outage.ts), and
 * `X-Robots-Tag: noindex` on preview deployments, both decided per request, so one build serves any deployment.
 */
export default async function middleware(request: NextRequest) {
  const outage = outageAnswer(request);
  if (outage) return outage;
  const response = needsSession(request.nextUrl.pathname) ? await requireSession(request) : NextResponse.next();
  if (isPreviewDeployment()) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

function needsSession(pathname: string): boolean {
  return /^\/(purchase|dashboard)(\/|$)/.test(pathname);
}

async function requireSession(request: NextRequest): Promise<NextResponse> {
  const session = await getToken({
    req: request,
    secret: process.env.AUTH_SECRET,
    // Over HTTPS next-auth names its cookie with the __Secure- prefix (also behind a proxy that ends TLS).
    secureCookie: request.cookies.has('__Secure-authjs.session-token'),
  });
  if (session) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(loginPathFrom(`${pathname}${search}`), request.nextUrl));
}

export const config = {
  // The Node.js runtime shares the server process, so it sees the database status that lib/db.ts keeps.
  runtime: 'nodejs',
  // Pages only: not the API (it answers its own 503s), not static files or images.
  matcher: ['/((?!api/|_next/static/|_next/image|images/|icon\\.svg$|favicon\\.ico$).*)'],
};
