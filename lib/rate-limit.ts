import 'server-only';
import { createHash } from 'node:crypto';
import { connectToDatabase } from '@/lib/db';
import { TooManyRequestsError } from '@/lib/errors';
import { RateLimit } from '@/models/RateLimit';

/**
 * Abuse limits for the sign-in doors (PRODUCT.md, Identity): about 10 attempts in 15 minutes per IP and per
 * account, counted in MongoDB so that every server instance sees the same counters.
 */
export type LimitedAction = 'login' | 'register' | 'forgot-password';

export const ATTEMPT_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const;

/** Who is attempting: the client's IP and, when the form names one, the account's e-mail. */
export type AttemptSource = { ip: string; email?: string | null };

/** A counted attempt; a successful login or registration gives it back, so only failures use up the limit. */
export type Attempt = { refund(): Promise<void> };

/**
 * The client's IP: the first hop of X-Forwarded-For (set by the proxy in front of us), else one shared key, so
 * that requests whose origin we cannot tell are limited together rather than not at all.
 */
export function clientIp(headers: Headers): string {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : 'unknown';
}

/** Counts one attempt against the IP and the account; throws TooManyRequestsError (429) when either is over. */
export async function countAttempt(action: LimitedAction, source: AttemptSource): Promise<Attempt> {
  await connectToDatabase();
  const now = new Date();
  const keys = [counterKey(action, 'ip', source.ip)];
  const email = source.email?.trim().toLowerCase();
  if (email) keys.push(counterKey(action, 'account', email));

  const windows = await Promise.all(keys.map((key) => countOne(key, now)));
  const over = windows.filter((window) => window.count > ATTEMPT_LIMIT.max);
  if (over.length > 0) {
    const latest = Math.max(...over.map((window) => window.resetAt.getTime()));
    throw new TooManyRequestsError(Math.max(1, Math.ceil((latest - now.getTime()) / 1000)));
  }
  return {
    async refund() {
      await Promise.all(
        windows.map(({ key, resetAt }) =>
          RateLimit.updateOne({ key, resetAt, count: { $gt: 0 } }, { $inc: { count: -1 } }),
        ),
      );
    },
  };
}

function counterKey(action: LimitedAction, kind: 'ip' | 'account', value: string): string {
  return createHash('sha256').update(`${action}\n${kind}\n${value}`).digest('base64url');
}

type Window = { key: string; count: number; resetAt: Date };

/** Adds one to the key's current window, opening a new window when there is none or the last one has ended. */
async function countOne(key: string, now: Date): Promise<Window> {
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const window = await RateLimit.findOneAndUpdate(
        { key, resetAt: { $gt: now } },
        { $inc: { count: 1 }, $setOnInsert: { resetAt: new Date(now.getTime() + ATTEMPT_LIMIT.windowSeconds * 1000) } },
        { upsert: true, returnDocument: 'after', lean: true },
      );
      if (window) return { key, count: window.count, resetAt: window.resetAt };
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // An ended window still holds the key (the TTL monitor has not run yet): remove it and count again.
      await RateLimit.deleteOne({ key, resetAt: { $lte: now } });
    }
  }
  throw new Error(`Could not count an attempt for rate-limit key ${key}.`);
}
