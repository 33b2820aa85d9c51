import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '@/lib/domain/errors';
import { RateLimit } from '@/models/RateLimit';
import { withTestDatabase } from '@/test/database';
import { countAttempt, DOOR_POLICIES } from './rate-limit';

withTestDatabase('rate_limit');

const [PAIR, ACCOUNT_CEILING] = DOOR_POLICIES.login;

async function attemptsAllowed(run: () => Promise<unknown>, times: number) {
  const results = await Promise.allSettled(Array.from({ length: times }, run));
  return {
    allowed: results.filter((result) => result.status === 'fulfilled').length,
    refused: results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : [])),
  };
}

const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (error: unknown) => error);

describe('the login policy', () => {
  it('refuses the 11th failure of one (account, address) pair, with the seconds left in the window', async () => {
    expect(PAIR).toMatchObject({ scope: 'account-and-address', max: 10, windowSeconds: 900 });
    for (let i = 0; i < PAIR!.max; i += 1) await countAttempt('login', { address: '203.0.113.1', account: 'owner@example.com' });
    const refused = await refusal(countAttempt('login', { address: '203.0.113.1', account: 'Owner@Example.com ' }));
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    const seconds = (refused as TooManyRequestsError).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(PAIR!.windowSeconds - 60);
    expect(seconds).toBeLessThanOrEqual(PAIR!.windowSeconds);
  });

  it('lets the owner in from another address while a stranger is refused (no lockout by strangers)', async () => {
    for (let i = 0; i < PAIR!.max + 5; i += 1) {
      await countAttempt('login', { address: '198.51.100.66', account: 'shop-owner@example.com' }).catch(() => undefined);
    }
    await expect(countAttempt('login', { address: '198.51.100.66', account: 'shop-owner@example.com' })).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(countAttempt('login', { address: '203.0.113.77', account: 'shop-owner@example.com' })).resolves.toBeDefined();
    // The stranger's address is not refused for other accounts either.
    await expect(countAttempt('login', { address: '198.51.100.66', account: 'someone-else@example.com' })).resolves.toBeDefined();
  });

  it('slows guessing spread over many addresses with a per-account ceiling', async () => {
    expect(ACCOUNT_CEILING).toMatchObject({ scope: 'account', max: 100, windowSeconds: 3600 });
    // 100 failures from 100 addresses: each pair is far below its limit, the account reaches its ceiling.
    for (let i = 0; i < ACCOUNT_CEILING!.max; i += 1) {
      await countAttempt('login', { address: `192.0.2.${i}`, account: 'popular@example.com' });
    }
    const refused = await refusal(countAttempt('login', { address: '192.0.2.250', account: 'popular@example.com' }));
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(PAIR!.windowSeconds);
  });

  it('attempts refused for the pair do not use up the account ceiling', async () => {
    for (let i = 0; i < 150; i += 1) {
      await countAttempt('login', { address: '198.51.100.99', account: 'patient@example.com' }).catch(() => undefined);
    }
    // One hammering address spent 10 of the account's 100; the owner elsewhere is still let in.
    await expect(countAttempt('login', { address: '203.0.113.99', account: 'patient@example.com' })).resolves.toBeDefined();
  });

  it('gives a refunded attempt back, so successes do not use up the limit', async () => {
    for (let i = 0; i < 25; i += 1) {
      const attempt = await countAttempt('login', { address: '192.0.2.60', account: 'often@example.com' });
      await attempt.refund();
    }
    await expect(countAttempt('login', { address: '192.0.2.60', account: 'often@example.com' })).resolves.toBeDefined();
  });
});

describe('countAttempt', () => {
  it('keys address doors on the address alone', async () => {
    const { max } = DOOR_POLICIES['reset-password'][0]!;
    for (let i = 0; i < max; i += 1) await countAttempt('reset-password', { address: '203.0.113.5' });
    await expect(countAttempt('reset-password', { address: '203.0.113.5' })).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(countAttempt('reset-password', { address: '203.0.113.6' })).resolves.toBeDefined();
    // Another door is counted apart.
    await expect(countAttempt('register', { address: '203.0.113.5' })).resolves.toBeDefined();
  });

  it('limits the contact form to 5 messages in 10 minutes per address', async () => {
    expect(DOOR_POLICIES.contact).toEqual([{ scope: 'address', max: 5, windowSeconds: 600 }]);
    const { allowed } = await attemptsAllowed(() => countAttempt('contact', { address: '198.51.100.7' }), 8);
    expect(allowed).toBe(5);
  });

  it('stays exact under concurrent attempts', async () => {
    const { allowed, refused } = await attemptsAllowed(
      () => countAttempt('forgot-password', { address: '192.0.2.50', account: 'x@example.com' }),
      16,
    );
    expect(allowed).toBe(10);
    expect(refused).toHaveLength(6);
    for (const reason of refused) expect(reason).toBeInstanceOf(TooManyRequestsError);
  });

  it('opens a new window once the old one has ended, without waiting for the TTL monitor', async () => {
    for (let i = 0; i < 11; i += 1) {
      await countAttempt('register', { address: '192.0.2.70' }).catch(() => undefined);
    }
    await expect(countAttempt('register', { address: '192.0.2.70' })).rejects.toBeInstanceOf(TooManyRequestsError);
    // Pretend 15 minutes went by: the counters still exist, but their windows have ended.
    await RateLimit.updateMany({}, { $set: { resetAt: new Date(Date.now() - 1000) } });
    const { allowed } = await attemptsAllowed(() => countAttempt('register', { address: '192.0.2.70' }), 3);
    expect(allowed).toBe(3);
    // The ended window was replaced, not duplicated.
    const counters = await RateLimit.find().lean();
    expect(new Set(counters.map((counter) => counter.key)).size).toBe(counters.length);
  });

  it('skips a counter whose key it does not know rather than counting everyone together', async () => {
    const before = await RateLimit.countDocuments({});
    // The token door is keyed by account: without one nothing is counted, and nobody shares a counter.
    for (let i = 0; i < 20; i += 1) await countAttempt('api-token', { address: '192.0.2.90' });
    expect(await RateLimit.countDocuments({})).toBe(before);
    const { allowed } = await attemptsAllowed(() => countAttempt('api-token', { account: 'user-id-1' }), 12);
    expect(allowed).toBe(10);
  });

  it('stores hashes, not addresses or e-mails', async () => {
    await countAttempt('login', { address: '192.0.2.80', account: 'private@example.com' });
    const keys = (await RateLimit.find().lean()).map((counter) => counter.key).join(' ');
    expect(keys).not.toContain('192.0.2.80');
    expect(keys).not.toContain('private@example.com');
  });
});
