import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { isAdmin } from '@/lib/access';
import { signOut } from '@/lib/auth';
import { getCaller } from '@/lib/auth/caller';
import { loginPathFrom, safeReturnPath } from '@/lib/auth/return-path';

/**
 * The admin guard's exit (spec section 2): whoever is not an admin is signed out and sent to /login, carrying the
 * page they wanted. An admin (say, promoted a moment ago) goes straight back to that page instead.
 */
export async function GET(request: NextRequest) {
  const from = safeReturnPath(request.nextUrl.searchParams.get('from'));
  if (isAdmin(await getCaller())) redirect(from);
  await signOut({ redirect: false });
  redirect(loginPathFrom(from));
}
