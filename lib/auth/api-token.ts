import 'server-only';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Bearer tokens for API clients other than our own pages (which use the session cookie): a jose-signed JWT
 * naming the user's id and session version, valid for a day. Signed with AUTH_SECRET under its own audience, so a
 * token can never pass for a session cookie or the other way round. When the account's session version moves on
 * (sign out, password reset, demotion) or the account is removed, its tokens stop working
 * (docs/decisions/0012-sessions-that-end.md).
 */
const ISSUER = 'mrittika-storefront';
const AUDIENCE = 'mrittika-api';
export const API_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

function signingKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set.');
  return new TextEncoder().encode(secret);
}

/** What a valid token names: the account's id and the session version it was issued under. */
export type TokenClaims = { userId: string; sessionVersion: number };

export async function issueApiToken({ userId, sessionVersion }: TokenClaims): Promise<string> {
  return new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_LIFETIME_SECONDS}s`)
    .sign(signingKey());
}

/** What a valid token names, or null for a missing, forged, expired or foreign token. */
export async function readApiToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, sv } = payload;
    return typeof sub === 'string' && Number.isSafeInteger(sv) ? { userId: sub, sessionVersion: sv as number } : null;
  } catch {
    return null;
  }
}
