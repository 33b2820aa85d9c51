/**
 * Route handlers called in tests as an API client calls them: with a bearer token for an account of the test file's
 * own. The tokens are signed with a test AUTH_SECRET for the file's tests, and the one before is put back after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { issueApiToken } from '@/lib/auth/api-token';
import type { Caller } from '@/lib/auth/caller-type';
import type { Role } from '@/models/User';
import { createCaller } from './callers';

/** Makes the account `email` and its token before the file's tests; answers a getter for both (set once beforeAll ran). */
export function withApiToken(email: string, role: Role = 'customer'): () => { caller: Caller; token: string } {
  const saved = process.env.AUTH_SECRET;
  let holder: { caller: Caller; token: string } | null = null;
  beforeAll(async () => {
    process.env.AUTH_SECRET = 'unit-test-secret-0123456789-abcdefghij';
    const caller = await createCaller(email, role);
    holder = { caller, token: await issueApiToken({ userId: caller.id, sessionVersion: caller.sessionVersion }) };
  });
  afterAll(() => {
    process.env.AUTH_SECRET = saved;
  });
  return () => {
    if (!holder) throw new Error('The API account is made in beforeAll.');
    return holder;
  };
}
