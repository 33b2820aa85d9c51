import 'server-only';
import { cache } from 'react';
import { auth } from '@/lib/auth';
import { readApiToken } from '@/lib/auth/api-token';
import { connectToDatabase } from '@/lib/infra/db';
import { languageOf } from '@/lib/domain/i18n';
import { noteAccount } from '@/lib/http/request-context';
import { isObjectIdText } from '@/lib/validation/common';
import { User } from '@/models/User';
import type { Caller } from './caller-type';


/**
 * The one way to learn who is asking, for pages, server actions and route handlers: a bearer token
 * (`Authorization: Bearer ...`, for API clients) or else the session cookie (our own pages). Both name an account
 * by its id and a session version; null when that account no longer exists or its sessions have ended since
 * (docs/decisions/0012-sessions-that-end.md). An e-mail alone never names anyone, so a new account on a removed
 * account's e-mail inherits nothing. Without a request (server components), only the session cookie counts.
 */
export async function getCaller(request?: Request): Promise<Caller | null> {
  const caller = await findRequestCaller(request);
  // The request's log lines name the account by its id (lib/infra/log.ts).
  noteAccount(caller?.id);
  return caller;
}

async function findRequestCaller(request?: Request): Promise<Caller | null> {
  const header = request?.headers.get('authorization');
  if (header) {
    const [scheme, token] = header.split(' ');
    // A bad bearer token is refused outright rather than falling back to the cookie.
    const claims = scheme?.toLowerCase() === 'bearer' && token ? await readApiToken(token) : null;
    return claims ? findCaller(claims.userId, claims.sessionVersion) : null;
  }
  const session = await auth();
  const id = session?.user?.id;
  const version = session?.sessionVersion;
  return id && typeof version === 'number' ? findCaller(id, version) : null;
}

/**
 * The caller named by a session cookie's claims, as middleware.ts reads them (next-auth's `getToken`): the account id
 * (`sub`) and the session version (`sv`) it was issued under; null when they name nobody, as getCaller.
 */
export async function callerFromClaims(claims: { sub?: unknown; sv?: unknown } | null): Promise<Caller | null> {
  return typeof claims?.sub === 'string' && typeof claims.sv === 'number' ? findCaller(claims.sub, claims.sv) : null;
}

// Once per request: the navigation, the layout and the page all ask.
const findCaller = cache(async (id: string, sessionVersion: number): Promise<Caller | null> => {
  if (!isObjectIdText(id)) return null;
  await connectToDatabase();
  const user = await User.findById(id).lean();
  if (!user || (user.sessionVersion ?? 0) !== sessionVersion) return null;
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role, sessionVersion, language: languageOf(user) };
});
