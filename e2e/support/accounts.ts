/**
 * Accounts for the browser tests: the one way to make each kind (customer, admin), straight in the test database
 * with an argon2id hash as registering would store, and the one way to sign one in, through next-auth's credentials
 * endpoint as the login form does. A page and every request context it makes share the cookie, so signing in
 * `page.request` signs in the page. The login form itself is tested by e2e/auth-login.spec.ts and the other
 * auth-*.spec.ts, which fill it in (`logInThroughForm`).
 */
import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { hashPassword } from '../../lib/auth/password';
import { testDb, uniqueEmail, uniqueIp } from './database';
import { formReady } from './shop';
import { E2E_BASE_URL } from './stack';

export type Role = 'admin' | 'customer';

export type Account = { email: string; password: string; name: string; role: Role };

export type AccountOptions = {
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
  /** A test's tag (database.ts `runTag`): the e-mail and name carry it, so `snapshot(tag)` finds the account. */
  tag?: string;
  /** With `tag`: what the account is in the test ("buyer", "admin"), the start of its e-mail. */
  label?: string;
};

export async function createAccount(options: AccountOptions = {}): Promise<Account> {
  const { tag, label = 'user' } = options;
  const account: Account = {
    email: options.email ?? (tag ? `${label}-${tag}@mrittika.test` : uniqueEmail(label)),
    name: options.name ?? (tag ? `${label} ${tag}` : `Tester ${randomBytes(3).toString('hex')}`),
    password: options.password ?? `pw-${randomBytes(6).toString('hex')}`,
    role: options.role ?? 'customer',
  };
  const now = new Date();
  await (await testDb()).collection('users').insertOne({
    email: account.email,
    name: account.name,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    sessionVersion: 0,
    createdAt: now,
    updatedAt: now,
  });
  return account;
}

/**
 * Signs in a page (through `page.request`, which shares its cookies) or a request context, and checks that the
 * session names the account.
 */
export async function signIn(target: Page | APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const client = 'request' in target ? target.request : target;
  const { csrfToken } = (await (await client.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await client.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: '/' },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in as ${account.email}`).toBeLessThan(400);
  const session = (await (await client.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  expect(session?.user?.email, `the session after signing in as ${account.email}`).toBe(account.email);
}

/**
 * One of the people in a journey: a new account signed in on a page of its own (its own browser context, from an
 * address of its own), beside the test's `page` and the others.
 */
export async function signedInPerson(browser: Browser, options: AccountOptions = {}): Promise<{ account: Account; page: Page }> {
  const account = await createAccount(options);
  const page = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })).newPage();
  await signIn(page, account);
  return { account, page };
}

/** Fills in and sends the login form on the page, whatever the answer: for tests of that form and its refusals. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  // A press before the form's script runs sends nothing, by design (method="dialog"): wait for it, as a person
  // waits for the page to answer, instead of pressing into a page that is still loading.
  await formReady(page, 'form[aria-labelledby="login-heading"]');
  // By role: a hidden copy of a page Next.js keeps after a navigation (decision 0087) has no role, a label still has.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills in and sends the login form, then waits until the navigation shows the account: for tests of that form. */
export async function logInThroughForm(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  if (path) await page.goto(path);
  await submitLoginForm(page, email, password);
  await page.getByTestId('nav-dashboard').waitFor();
}

export async function findAccount(email: string) {
  return (await testDb()).collection('users').findOne({ email });
}

/** Removes the account of an e-mail used by name in a test, so that a run on a kept database starts afresh. */
export async function removeAccount(email: string): Promise<void> {
  await (await testDb()).collection('users').deleteOne({ email });
}

export async function makeAdmin(email: string): Promise<void> {
  await (await testDb()).collection('users').updateOne({ email }, { $set: { role: 'admin' } });
}

/** Who calls the API in the API tests: an account signed in as a browser is, with the bearer token the API issued it. */
export type Actor = Account & {
  /** A request context of its own holding the session cookie. */
  session: APIRequestContext;
  /** The bearer token `PUT /api/user/{email}` gave, as an old client asks for it. */
  token: string;
  /** Headers that authenticate with the bearer token. */
  bearer: Record<string, string>;
};

export async function createActor(tag: string, label: string, role: Role = 'customer', email?: string): Promise<Actor> {
  const account = await createAccount({ tag, label, role, email });
  const session = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signIn(session, account);
  const answer = await session.put(`/api/user/${encodeURIComponent(account.email)}`, { data: { email: account.email } });
  if (answer.status() !== 200) throw new Error(`token request answered ${answer.status()}: ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  return { ...account, session, token, bearer: { authorization: `Bearer ${token}` } };
}

export async function disposeActors(...actors: (Actor | undefined)[]): Promise<void> {
  await Promise.all(actors.map((actor) => actor?.session.dispose()));
}

/**
 * Holds a tab's question "who is signed in here?" (GET /api/account) so that a test sees what the page shows while
 * it waits (the account menu's placeholder, docs/decisions/0100). `asked` counts the questions held; `release` lets
 * them through and removes the hold.
 */
export async function holdAccountQuestion(page: Page): Promise<{ asked: () => number; release: () => Promise<void> }> {
  let open = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  let asked = 0;
  await page.route('**/api/account', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  return {
    asked: () => asked,
    release: async () => {
      open();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}
