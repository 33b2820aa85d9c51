import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { checkPassword, registerAccount } from './accounts';

/**
 * A login's answer must not tell who has an account by the time it takes (docs/identity.md): an unknown e-mail, or
 * an account without a password (Google only), costs one argon2 check, as a wrong password does. Measured through
 * the real checkPassword on the test database; the bound is loose (half), since without the stand-in check an
 * unknown e-mail answers in a small fraction of the time (one database read against 19 MiB of argon2 work).
 */
withTestDatabase('data_accounts_timing');

const RUNS = 7;

/**
 * The median time of each check, run in turns (one of each per round, in a rotating order), so that whatever else
 * the machine is doing weighs on all of them alike.
 */
async function medianMs(checks: (() => Promise<unknown>)[]): Promise<number[]> {
  const times: number[][] = checks.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (let turn = 0; turn < checks.length; turn += 1) {
      const index = (run + turn) % checks.length;
      const start = performance.now();
      expect(await checks[index]!()).toBeNull();
      times[index]!.push(performance.now() - start);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!);
}

describe('checkPassword', () => {
  it('takes as long for an unknown e-mail, or an account without a password, as for a wrong password', async () => {
    await registerAccount({ name: 'Timed', email: 'timed@example.com', password: 'the-right-one' });
    await User.create({ email: 'google-only@example.com', name: 'Google Only', googleId: 'google-sub-1' });
    // The first check of each kind pays for one-off work (connections, the stand-in hash): not measured.
    for (const email of ['timed@example.com', 'nobody-here@example.com', 'google-only@example.com']) await checkPassword(email, 'warm-up');

    const [wrongPassword, unknownEmail, withoutPassword] = (await medianMs(
      ['timed@example.com', 'nobody-here@example.com', 'google-only@example.com'].map((email) => () => checkPassword(email, 'a-wrong-one')),
    )) as [number, number, number];

    expect(unknownEmail, `unknown e-mail ${unknownEmail} ms, wrong password ${wrongPassword} ms`).toBeGreaterThan(wrongPassword / 2);
    expect(withoutPassword, `no password ${withoutPassword} ms, wrong password ${wrongPassword} ms`).toBeGreaterThan(wrongPassword / 2);
  });
});
