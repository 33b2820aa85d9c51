import type { Browser } from '@playwright/test';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { toasts } from '../lib/texts';
import { createAccount, submitLoginForm } from './support/accounts';
import { uniqueEmail, uniqueIp } from './support/database';

// The test server trusts one proxy hop (TRUSTED_PROXY_HOPS=1): the last X-Forwarded-For entry is the address our
// proxy saw, everything before it is whatever the client wrote. `from(address, forged)` sends both, as a request
// from `address` that forged entries of its own would arrive.
const from = (address: string, forged?: string) => ({ 'x-forwarded-for': forged ? `${forged}, ${address}` : address });

/** A browser of its own, as a visitor from `address` opens `path`. */
async function visitFrom(browser: Browser, address: string, path: string) {
  const context = await browser.newContext({ extraHTTPHeaders: from(address) });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

type Body = 'form' | 'json' | 'repeated-email';

/** One login attempt through next-auth's credentials endpoint, as the login form makes it (asking for JSON). */
async function attemptLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  options: { headers?: Record<string, string>; body?: Body; decoy?: string } = {},
) {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const headers = { 'X-Auth-Return-Redirect': '1', ...options.headers };
  const fields = { csrfToken, password, callbackUrl: '/' };
  if (options.body === 'json') return request.post('/api/auth/callback/credentials', { data: { ...fields, email }, headers });
  const form = new URLSearchParams(fields);
  // The old limit counted the first `email` of a form; next-auth checks the last one.
  if (options.body === 'repeated-email') form.append('email', options.decoy ?? uniqueEmail('decoy'));
  form.append('email', email);
  return request.post('/api/auth/callback/credentials', {
    data: form.toString(),
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

function signsIn(response: Awaited<ReturnType<typeof attemptLogin>>): boolean {
  return response.headers()['set-cookie']?.includes('authjs.session-token=') ?? false;
}

for (const body of ['form', 'json', 'repeated-email'] as const) {
  test(`30 wrong passwords (${body} bodies), each with a new forged X-Forwarded-For: 429 after 10, even for the right password`, async ({
    playwright,
  }) => {
    const account = await createAccount();
    const attacker = uniqueIp();
    const request = await playwright.request.newContext();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await attemptLogin(request, account.email, `wrong-${attempt}`, {
        body,
        headers: from(attacker, `10.${attempt}.0.1, 203.0.113.${attempt}`),
      });
      statuses.push(response.status());
      expect(signsIn(response), `attempt ${attempt}`).toBe(false);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));

    // While refused, the right password is refused as well, with the time to wait.
    const refused = await attemptLogin(request, account.email, account.password, { body, headers: from(attacker, '192.0.2.1') });
    expect(refused.status()).toBe(429);
    expect(signsIn(refused)).toBe(false);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    await request.dispose();
  });
}

test('a stranger failing from one address never locks the owner out: the owner signs in from another, on the form', async ({
  browser,
  playwright,
}) => {
  const account = await createAccount({ name: 'Locked Not' });
  const stranger = uniqueIp();
  const request = await playwright.request.newContext({ extraHTTPHeaders: from(stranger) });
  for (let attempt = 1; attempt <= 12; attempt += 1) await attemptLogin(request, account.email, `guess-${attempt}`);
  expect((await attemptLogin(request, account.email, `guess-13`)).status()).toBe(429);
  await request.dispose();

  const { context, page } = await visitFrom(browser, uniqueIp(), '/login');
  await submitLoginForm(page, account.email, account.password);
  await expect(page.getByRole('link', { name: 'Dashboard: Locked Not' })).toBeVisible();
  await context.close();
});

test('the login form says "too many attempts" to the address that is refused', async ({ browser, playwright }) => {
  const account = await createAccount();
  const address = uniqueIp();
  const request = await playwright.request.newContext({ extraHTTPHeaders: from(address) });
  for (let attempt = 1; attempt <= 10; attempt += 1) await attemptLogin(request, account.email, `guess-${attempt}`);
  await request.dispose();

  const { context, page } = await visitFrom(browser, address, '/login');
  await submitLoginForm(page, account.email, account.password);
  await expect(page.getByTestId('login-error')).toHaveText('Error: Too many attempts. Please wait a few minutes and try again.');
  await context.close();
});

test('successful logins do not use up the limit', async ({ playwright }) => {
  const account = await createAccount();
  const request = await playwright.request.newContext({ extraHTTPHeaders: from(uniqueIp()) });
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    const response = await attemptLogin(request, account.email, account.password);
    expect(response.status(), `login ${attempt}`).toBe(200);
    expect(((await response.json()) as { url: string }).url).not.toContain('error=');
  }
  await request.dispose();
});

test('forgot password is limited per account: the eleventh request is refused', async ({ browser }) => {
  const account = await createAccount();
  const { context, page } = await visitFrom(browser, uniqueIp(), '/login');
  await page.getByLabel('Email').fill(account.email);
  for (let request = 1; request <= 10; request += 1) {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetEmailSent, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible();
  await context.close();
});

test('register is limited per address: the eleventh refused signup answers too many attempts', async ({ browser }) => {
  const taken = await createAccount();
  const { context, page } = await visitFrom(browser, uniqueIp(), '/register');
  await page.getByLabel('Name').fill('Spammer');
  await page.getByLabel('Email').fill(taken.email);
  await page.getByLabel('Password').fill('password-1');
  const alert = page.getByTestId('register-error');
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert).toHaveText('An account with this e-mail already exists. Log in instead.');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert).toHaveText('Too many attempts. Please wait a few minutes and try again.');
  await context.close();
});
