import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '@/lib/errors';
import { RateLimit } from '@/models/RateLimit';
import { withTestDatabase } from '@/test/database';
import { ATTEMPT_LIMIT, clientIp, countAttempt } from './rate-limit';

withTestDatabase('rate_limit');

async function attemptsAllowed(run: () => Promise<unknown>, times: number) {
  const results = await Promise.allSettled(Array.from({ length: times }, run));
  return {
    allowed: results.filter((result) => result.status === 'fulfilled').length,
    refused: results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : [])),
  };
}

describe('countAttempt', () => {
  it('allows 10 attempts per IP in the window, then answers too-many-requests with a retry time', async () => {
    for (let i = 0; i < ATTEMPT_LIMIT.max; i += 1) await countAttempt('login', { ip: '203.0.113.1' });
    const refusal = await countAttempt('login', { ip: '203.0.113.1' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    const seconds = (refusal as TooManyRequestsError).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(ATTEMPT_LIMIT.windowSeconds - 60);
    expect(seconds).toBeLessThanOrEqual(ATTEMPT_LIMIT.windowSeconds);
    // Another IP and another action are counted apart.
    await expect(countAttempt('login', { ip: '203.0.113.2' })).resolves.toBeDefined();
    await expect(countAttempt('register', { ip: '203.0.113.1' })).resolves.toBeDefined();
  });

  it('limits one account whatever IPs the attempts come from', async () => {
    for (let i = 0; i < ATTEMPT_LIMIT.max; i += 1) {
      await countAttempt('login', { ip: `198.51.100.${i}`, email: 'Target@Example.com' });
    }
    await expect(countAttempt('login', { ip: '198.51.100.200', email: 'target@example.com' })).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });

  it('stays exact under concurrent attempts', async () => {
    const { allowed, refused } = await attemptsAllowed(() => countAttempt('forgot-password', { ip: '192.0.2.50' }), 16);
    expect(allowed).toBe(ATTEMPT_LIMIT.max);
    expect(refused).toHaveLength(6);
    for (const reason of refused) expect(reason).toBeInstanceOf(TooManyRequestsError);
  });

  it('gives a refunded attempt back, so successes do not use up the limit', async () => {
    for (let i = 0; i < 25; i += 1) {
      const attempt = await countAttempt('login', { ip: '192.0.2.60', email: 'often@example.com' });
      await attempt.refund();
    }
    await expect(countAttempt('login', { ip: '192.0.2.60', email: 'often@example.com' })).resolves.toBeDefined();
  });

  it('opens a new window once the old one has ended, without waiting for the TTL monitor', async () => {
    for (let i = 0; i < ATTEMPT_LIMIT.max + 1; i += 1) {
      await countAttempt('register', { ip: '192.0.2.70' }).catch(() => undefined);
    }
    await expect(countAttempt('register', { ip: '192.0.2.70' })).rejects.toBeInstanceOf(TooManyRequestsError);
    // Pretend 15 minutes went by: the counters still exist, but their windows have ended.
    await RateLimit.updateMany({}, { $set: { resetAt: new Date(Date.now() - 1000) } });
    const { allowed } = await attemptsAllowed(() => countAttempt('register', { ip: '192.0.2.70' }), 3);
    expect(allowed).toBe(3);
    // The ended window was replaced, not duplicated.
    const counters = await RateLimit.find().lean();
    expect(new Set(counters.map((counter) => counter.key)).size).toBe(counters.length);
  });

  it('stores hashes, not addresses or e-mails', async () => {
    await countAttempt('login', { ip: '192.0.2.80', email: 'private@example.com' });
    const keys = (await RateLimit.find().lean()).map((counter) => counter.key).join(' ');
    expect(keys).not.toContain('192.0.2.80');
    expect(keys).not.toContain('private@example.com');
  });
});

describe('clientIp', () => {
  it('takes the first hop of X-Forwarded-For, else one shared key', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
