import 'server-only';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Bearer tokens for API clients other than our own pages (which use the session cookie): a jose-signed JWT
 * naming the user's e-mail, valid for a day. Signed with AUTH_SECRET under its own audience, so a token
 * can never pass for a session cookie or the other way round.
 */
const ISSUER = 'mrittika-storefront';
const AUDIENCE = 'mrittika-api';
export const API_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

function signingKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set.');
  return new TextEncoder().encode(secret);
}

export async function issueApiToken(email: string): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_LIFETIME_SECONDS}s`)
    .sign(signingKey());
}

/** The e-mail a valid token names, or null for a missing, forged, expired or foreign token. */
export async function readApiToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
