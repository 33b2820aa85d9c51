import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { CredentialsSignin } from 'next-auth';
import { checkPassword, type AccountIdentity } from '@/lib/data/accounts';
import { TooManyRequestsError } from '@/lib/domain/errors';
import { countAttempt } from '@/lib/http/rate-limit';
import type { LoginInput } from '@/lib/validation/auth';

/**
 * The login door's limit, counted inside the credentials provider's `authorize`: on the e-mail next-auth itself
 * parsed and normalised, so a JSON body, a form and a repeated field all count against the account that is
 * really checked (docs/decisions/0010-client-address-and-door-limits.md).
 */

/** next-auth turns this into `?error=CredentialsSignin&code=too-many-requests`; our route into a 429. */
export class TooManyLoginAttempts extends CredentialsSignin {
  code = 'too-many-requests';
}

// The refusal of the attempt being served, so that the route can answer 429 with Retry-After (next-auth itself
// knows only "CredentialsSignin").
const refusals = new AsyncLocalStorage<{ refusal?: TooManyRequestsError }>();

/** Runs next-auth's handler and reports whether a login attempt in it was refused by the limit. */
export async function withLoginRefusal(
  handle: () => Promise<Response>,
): Promise<{ response: Response; refusal?: TooManyRequestsError }> {
  const store: { refusal?: TooManyRequestsError } = {};
  const response = await refusals.run(store, handle);
  return { response, refusal: store.refusal };
}

/**
 * Counts the attempt for (account, client address), then checks the password. Over the limit, even the right
 * password is refused without being checked. A successful login gives its attempt back.
 */
export async function checkLogin(credentials: LoginInput, address: string): Promise<AccountIdentity | null> {
  let attempt;
  try {
    attempt = await countAttempt('login', { address, account: credentials.email });
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    const store = refusals.getStore();
    if (store) store.refusal = error;
    throw new TooManyLoginAttempts();
  }
  const account = await checkPassword(credentials.email, credentials.password);
  if (account) await attempt.refund();
  return account;
}
