import 'server-only';
import { redirect } from 'next/navigation';
import { isAdmin, isSignedIn } from '@/lib/domain/access';
import { getCaller } from '@/lib/auth/caller';
import type { Caller } from '@/lib/auth/caller-type';
import { loginPathFrom, notAllowedPath } from '@/lib/auth/return-path';
import { pagePath } from '@/lib/texts/page-texts';

/**
 * Page guards (docs/identity.md), run on the server where the data is. middleware.ts asks the same questions before a
 * page renders (lib/auth/page-access.ts), so that its answer carries the right status; these guard what it let through.
 * Each page names its own path (English form), so that the login page can send the user back to it; the login page
 * they are sent to is in the page's language.
 */

/** The signed-in caller, or a redirect to /login carrying the page's path. */
export async function requireSignedIn(path: string): Promise<Caller> {
  const caller = await getCaller();
  if (!isSignedIn(caller)) redirect(await pagePath(loginPathFrom(path)));
  return caller;
}

/** The caller when the database says they are an admin; anyone else is signed out and sent to /login. */
export async function requireAdmin(path: string): Promise<Caller> {
  const caller = await getCaller();
  if (!isAdmin(caller)) redirect(await pagePath(notAllowedPath(path)));
  return caller;
}
