/**
 * Where to send someone after login or register, and where next-auth may redirect: a path on our own site, decided
 * by one rule (docs/decisions/0013-one-return-path-rule.md). The value is resolved by the URL parser, as a browser
 * would resolve it, and only a same-origin result whose path does not start with `//` is kept. So dot segments
 * (`/.//evil.example`), backslashes, encoded slashes, tabs and newlines, `javascript:` and `data:` can never
 * bounce a fresh session to another site.
 */
import { pathIn, splitLanguage, type Language } from '@/lib/domain/i18n';

export const RETURN_PARAM = 'from';

const HOME = '/';
const MAX_LENGTH = 2048;
// Resolving needs a base; any origin of ours would do for paths, and this one is nobody's.
const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';
// Going back to the sign-in pages (a loop) or to an API answer after signing in makes no sense, in either language.
const NOT_A_DESTINATION = ['/login', '/register', '/reset-password', '/not-allowed', '/api'];

function originsOf(values: readonly (string | null | undefined)[]): string[] {
  return values.flatMap((value) => {
    if (!value) return [];
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
}

/**
 * The path (with query and fragment) that `value` leads to when it stays on this site, else null. `ownOrigins`
 * are the origins that count as this site (SITE_URL, AUTH_URL, the request's own); paths resolve against the
 * first. Without them only paths are accepted.
 */
export function sameSitePath(value: unknown, ownOrigins: readonly (string | null | undefined)[] = []): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  const origins = originsOf(ownOrigins);
  const base = origins[0] ?? PLACEHOLDER_ORIGIN;
  // A path ("/x", or "\x", which browsers read the same) or an absolute URL with its host; not a relative
  // "evil.example", nor "https:evil.example", which means another thing to every base.
  const start = value.replace(/^[\u0000-\u0020]+/, '');
  if (!/^[/\\]/.test(start) && !/^[a-z][a-z\d+.-]*:[/\\]{2}/i.test(start)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base && !origins.includes(url.origin)) return null;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // Encoded slashes, backslashes and control characters: some server or proxy on the way may decode them.
  if (/^[/\\]{2}/.test(decoded) || decoded.includes('\\') || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: a same-site path that is not a sign-in page itself (`/bn/login` no more than
 * `/login`), else home. A path in Bangla (`/bn/...`) stays in Bangla.
 */
export function safeReturnPath(value: unknown, ownOrigins: readonly (string | null | undefined)[] = []): string {
  const path = sameSitePath(value, ownOrigins);
  if (!path) return HOME;
  const pathname = splitLanguage(path.split(/[?#]/, 1)[0]!.toLowerCase()).path;
  if (NOT_A_DESTINATION.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return HOME;
  return path;
}

/** A path as English has it, query and fragment kept: `/bn/tools?page=2` is `/tools?page=2`, `/bn` is `/`. */
function englishPath(path: string): { language: Language; path: string } {
  const [, pathname = '', rest = ''] = /^([^?#]*)([\s\S]*)$/.exec(path) ?? [];
  const split = splitLanguage(pathname || HOME);
  return { language: split.language, path: `${split.path}${rest}` };
}

/**
 * The `from` the sign-in pages carry: a safe return path (safeReturnPath) as English has it, for each page to put
 * in its own language (docs/decisions/0101-the-shop-in-bangla.md).
 */
export function returnPathFrom(value: unknown, ownOrigins: readonly (string | null | undefined)[] = []): string {
  return englishPath(safeReturnPath(value, ownOrigins)).path;
}

/**
 * Where signing in on a page in `language` lands: `from` in that language (`/tools` is `/bn/tools` from the Bangla
 * login page). A `from` already in a language is read as its English path first.
 */
export function returnPathIn(language: Language, from: string): string {
  return pathIn(language, englishPath(safeReturnPath(from)).path);
}

/** `page` carrying `from` in its query, in the language `from` is in: `/bn/dashboard` asks at `/bn/login?from=/dashboard`. */
function carrying(page: string, origin: string, always: boolean): string {
  const { language, path } = englishPath(safeReturnPath(origin));
  return pathIn(language, path === HOME && !always ? page : `${page}?${new URLSearchParams({ [RETURN_PARAM]: path })}`);
}

/** `/login?from=/purchase/abc` (or just `/login` when the origin is home); `/bn/login?...` for a Bangla origin. */
export function loginPathFrom(origin: string, page = '/login'): string {
  return carrying(page, origin, false);
}

/**
 * Where non-admins go: a page that says why and posts to /api/auth/not-allowed, which signs them out (pages cannot
 * clear cookies, and a GET must never sign anyone out) and sends them to /login, in the language of `path`.
 */
export function notAllowedPath(path: string): string {
  return carrying('/not-allowed', path, true);
}
