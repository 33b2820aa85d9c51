import 'server-only';
import { redirect } from 'next/navigation';
import { isAdmin, isSignedIn } from '@/lib/access';
import { getCaller, type Caller } from '@/lib/auth/caller';
import { loginPathFrom, safeReturnPath } from '@/lib/auth/return-path';

/**
 * Page guards (spec section 2), run on the server where the data is; middleware.ts only redirects early.
 * Each page names its own path, so that the login page can send the user back to it.
 */

/** The signed-in caller, or a redirect to /login carrying the page's path. */
export async function requireSignedIn(path: string): Promise<Caller> {
  const caller = await getCaller();
  if (!isSignedIn(caller)) redirect(loginPathFrom(path));
  return caller;
}

/** Where non-admins go: a handler that signs them out (pages cannot clear cookies) and sends them to /login. */
export function notAllowedPath(path: string): string {
  return `/api/auth/not-allowed?${new URLSearchParams({ from: safeReturnPath(path) })}`;
}

/** The caller when the database says they are an admin; anyone else is signed out and sent to /login. */
export async function requireAdmin(path: string): Promise<Caller> {
  const caller = await getCaller();
  if (!isAdmin(caller)) redirect(notAllowedPath(path));
  return caller;
}
