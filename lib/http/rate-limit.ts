import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import type { Caller } from '@/lib/auth/caller-type';
import { clientAddress, UNKNOWN_CLIENT } from '@/lib/http/client-address';
import { connectToDatabase } from '@/lib/infra/db';
import { TooManyRequestsError } from '@/lib/domain/errors';
import { refusals } from '@/lib/texts';
import { RateLimit } from '@/models/RateLimit';

/**
 * The one limiter of every door (docs/decisions/0010-client-address-and-door-limits.md). Each door has a named
 * policy: a list of counters, each over a fixed window, keyed by the client's address (lib/http/client-address.ts),
 * by the account, or by both. Counters live in MongoDB, so every server instance sees the same counts.
 */
export type Door =
  | 'login'
  | 'register'
  | 'new-account'
  | 'forgot-password'
  | 'reset-password'
  | 'contact'
  | 'api-token'
  | WriteDoor;

/** The doors of a signed-in customer's writes: what everyone reads (reviews) or what mails the team or the customer. */
export type WriteDoor = 'review' | 'quote' | 'quote-message' | 'order';

/**
 * What a counter is keyed by. `known-address` is the client's address only where the deployment tells clients apart:
 * where every client is one (`all-clients`, lib/http/client-address.ts) it is not counted, since it would be a ceiling
 * on what the whole shop's customers do together (docs/decisions/0091-limits-on-writes.md).
 */
export type CounterScope = 'address' | 'known-address' | 'account' | 'account-and-address';

export type CounterPolicy = { scope: CounterScope; max: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DOOR_POLICIES: Record<Door, readonly CounterPolicy[]> = {
  // Failures per (account, address) refuse that pair only, so a stranger cannot lock the owner out; the much
  // higher per-account ceiling slows guessing spread over many addresses.
  login: [
    { scope: 'account-and-address', max: 10, windowSeconds: 15 * MINUTE },
    { scope: 'account', max: 100, windowSeconds: 60 * MINUTE },
  ],
  // Refused registrations (e-mail taken) per address, and probes of one e-mail.
  register: [
    { scope: 'address', max: 10, windowSeconds: 15 * MINUTE },
    { scope: 'account', max: 10, windowSeconds: 15 * MINUTE },
  ],
  // Accounts made from one address (refused ones count under register above).
  'new-account': [{ scope: 'known-address', max: 10, windowSeconds: HOUR }],
  // Every request may send a mail: per address, and per account so that nobody's inbox can be flooded.
  'forgot-password': [
    { scope: 'address', max: 10, windowSeconds: 15 * MINUTE },
    { scope: 'account', max: 10, windowSeconds: 15 * MINUTE },
  ],
  // Refused reset links per address.
  'reset-password': [{ scope: 'address', max: 10, windowSeconds: 15 * MINUTE }],
  // Every message counts.
  contact: [{ scope: 'address', max: 5, windowSeconds: 10 * MINUTE }],
  // Tokens issued per account (the caller is signed in already).
  'api-token': [{ scope: 'account', max: 10, windowSeconds: 15 * MINUTE }],
  // Customers' writes: ceilings no real customer meets, against floods of reviews (the shop's rating) and of mails.
  // An order is a sale, so its ceiling is the highest (docs/decisions/0091-limits-on-writes.md).
  review: [
    { scope: 'account', max: 20, windowSeconds: HOUR },
    { scope: 'known-address', max: 60, windowSeconds: HOUR },
  ],
  quote: [
    { scope: 'account', max: 30, windowSeconds: HOUR },
    { scope: 'known-address', max: 90, windowSeconds: HOUR },
  ],
  'quote-message': [
    { scope: 'account', max: 60, windowSeconds: HOUR },
    { scope: 'known-address', max: 180, windowSeconds: HOUR },
  ],
  order: [
    { scope: 'account', max: 100, windowSeconds: HOUR },
    { scope: 'known-address', max: 300, windowSeconds: HOUR },
  ],
};

/** Who is knocking: the client's address (from clientAddress) and, where the door names one, the account. */
export type Knock = { address?: string; account?: string | null };

/** A counted attempt; a success gives it back where the door counts only failures. */
export type Attempt = { refund(): Promise<void> };

/**
 * Counts one attempt at the door against each counter of its policy, in order. Throws TooManyRequestsError (429,
 * with the seconds until that counter's window ends) at the first counter that is over; the counters before it
 * are given back, since the attempt is refused before anything is checked.
 */
export async function countAttempt(door: Door, knock: Knock): Promise<Attempt> {
  await connectToDatabase();
  const now = new Date();
  const counted: Window[] = [];
  for (const policy of DOOR_POLICIES[door]) {
    const key = counterKey(door, policy.scope, knock);
    if (!key) continue;
    const window = await countOne(key, policy.windowSeconds, now);
    if (window.count > policy.max) {
      await giveBack(counted);
      throw new TooManyRequestsError(Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000)));
    }
    counted.push(window);
  }
  return { refund: () => giveBack(counted) };
}

/** countAttempt for a server action: the address is that of the request being served. */
export async function countActionAttempt(door: Door, account?: string | null): Promise<Attempt> {
  return countAttempt(door, { address: clientAddress(await headers()), account });
}

/** What a refused write is told, with the minutes to wait. */
const WRITE_REFUSALS: Record<WriteDoor, (minutes: number) => string> = {
  review: refusals.tooManyReviews,
  quote: refusals.tooManyQuotes,
  'quote-message': refusals.tooManyMessages,
  order: refusals.tooManyOrders,
};

/**
 * Counts a signed-in caller's write at its door, for their account and the address of the request being served
 * (none outside a request: a script, a test). Over the limit: TooManyRequestsError with the door's own sentence,
 * which the API answers as 429 and the page's form shows.
 */
export async function countWrite(door: WriteDoor, caller: Caller): Promise<void> {
  try {
    await countAttempt(door, { account: caller.id, address: await servedAddress() });
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(error.retryAfterSeconds, WRITE_REFUSALS[door](Math.ceil(error.retryAfterSeconds / MINUTE)));
  }
}

/** The client address of the request being served, or undefined outside one. */
async function servedAddress(): Promise<string | undefined> {
  try {
    return clientAddress(await headers());
  } catch {
    // headers() throws outside a request (scripts, tests): the account is counted alone.
    return undefined;
  }
}

/** The stored key of one counter: a hash, so the collection holds no addresses or e-mails. Null when unknown. */
function counterKey(door: Door, scope: CounterScope, knock: Knock): string | null {
  const account = knock.account?.trim().toLowerCase() || null;
  const address = knock.address || null;
  const knownAddress = address === UNKNOWN_CLIENT ? null : address;
  const parts = {
    address: [address],
    'known-address': [knownAddress],
    account: [account],
    'account-and-address': [account, address],
  }[scope];
  if (parts.some((part) => !part)) return null;
  return createHash('sha256').update([door, scope, ...parts].join('\n')).digest('base64url');
}

type Window = { key: string; count: number; resetAt: Date };

async function giveBack(windows: Window[]): Promise<void> {
  await Promise.all(
    windows.map(({ key, resetAt }) => RateLimit.updateOne({ key, resetAt, count: { $gt: 0 } }, { $inc: { count: -1 } })),
  );
}

/** Adds one to the key's current window, opening a new window when there is none or the last one has ended. */
async function countOne(key: string, windowSeconds: number, now: Date): Promise<Window> {
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const window = await RateLimit.findOneAndUpdate(
        { key, resetAt: { $gt: now } },
        { $inc: { count: 1 }, $setOnInsert: { resetAt: new Date(now.getTime() + windowSeconds * 1000) } },
        { upsert: true, returnDocument: 'after', lean: true },
      );
      if (window) return { key, count: window.count, resetAt: window.resetAt };
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // An ended window still holds the key (the TTL monitor has not run yet): remove it and count again.
      await RateLimit.deleteOne({ key, resetAt: { $lte: now } });
    }
  }
  throw new Error('Could not count an attempt for a rate-limit key.');
}
