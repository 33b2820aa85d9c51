/**
 * Where to send someone after login or register: the path they came from, or home. Only paths on our own site
 * count, so a crafted link (`/login?from=https://evil.example`) cannot bounce a fresh session elsewhere.
 */
export const RETURN_PARAM = 'from';

const PLACEHOLDER_ORIGIN = 'http://return.invalid';
// Going back to the auth pages after signing in would be a loop.
const NOT_A_DESTINATION = ['/login', '/register', '/reset-password'];

export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  // One leading slash exactly: `//host` and `/\host` are protocol-relative URLs to browsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines inside URLs, which would turn `/\t/evil.example` into `//evil.example`.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  if (NOT_A_DESTINATION.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?from=/purchase/abc` (or just `/login` when the origin is home). */
export function loginPathFrom(origin: string, page = '/login'): string {
  const from = safeReturnPath(origin);
  return from === '/' ? page : `${page}?${new URLSearchParams({ [RETURN_PARAM]: from })}`;
}
