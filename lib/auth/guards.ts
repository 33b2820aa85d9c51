import 'server-only';
import { redirect } from 'next/navigation';
import { isAdmin, isSignedIn } from '@/lib/access';
import { getCaller, type Caller } from '@/lib/auth/caller';
import { loginPathFrom, RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';

/**
 * Page guards (docs/identity.md), run on the server where the data is; middleware.ts only redirects early.
 * Each page names its own path, so that the login page can send the user back to it.
 */

/** The signed-in caller, or a redirect to /login carrying the page's path. */
export async function requireSignedIn(path: string): Promise<Caller> {
  const caller = await getCaller();
  if (!isSignedIn(caller)) redirect(loginPathFrom(path));
  return caller;
}

/**
 * Where non-admins go: a page that says why and posts to /api/auth/not-allowed, which signs them out (pages cannot
 * clear cookies, and a GET must never sign anyone out) and sends them to /login.
 */
export function notAllowedPath(path: string): string {
  return `/not-allowed?${new URLSearchParams({ [RETURN_PARAM]: safeReturnPath(path) })}`;
}

/** The caller when the database says they are an admin; anyone else is signed out and sent to /login. */
export async function requireAdmin(path: string): Promise<Caller> {
  const caller = await getCaller();
  if (!isAdmin(caller)) redirect(notAllowedPath(path));
  return caller;
}
