import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Shorter secrets are refused: Vercel asks for at least 16 random characters. */
export const MIN_CRON_SECRET_LENGTH = 16;

/**
 * Whether a request comes from the scheduler: `Authorization: Bearer ${CRON_SECRET}`, compared in constant time
 * (both sides hashed to the same length first). With CRON_SECRET unset or too short, nothing is let in.
 */
export function isCronRequest(authorization: string | null, secret = process.env.CRON_SECRET): boolean {
  if (!secret || secret.length < MIN_CRON_SECRET_LENGTH || !authorization) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}
