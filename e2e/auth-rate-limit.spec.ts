import { expect, test, type APIRequestContext } from '@playwright/test';
import { toasts } from '../lib/texts';
import { createAccount, uniqueIp } from './support/accounts';

/** One login attempt through next-auth's credentials endpoint, as the login form makes it. */
async function attemptLogin(request: APIRequestContext, email: string, password: string) {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  return request.post('/api/auth/callback/credentials', {
    form: { email, password, csrfToken, callbackUrl: '/' },
    headers: { 'X-Auth-Return-Redirect': '1' },
  });
}

test('eleven wrong passwords in a row: the eleventh answers 429 with Retry-After', async ({ playwright }) => {
  const account = await createAccount();
  const request = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await attemptLogin(request, account.email, `wrong-${attempt}`);
    expect(response.status(), `attempt ${attempt}`).toBe(200);
    expect(((await response.json()) as { url: string }).url).toContain('error=CredentialsSignin');
  }
  const refused = await attemptLogin(request, account.email, 'wrong-11');
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
  // Even the right password waits now: the limit is checked before the password.
  expect((await attemptLogin(request, account.email, account.password)).status()).toBe(429);
  await request.dispose();
});

test('the account stays limited from another IP, and the login form says so', async ({ browser, playwright }) => {
  const account = await createAccount();
  const attacker = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  for (let attempt = 1; attempt <= 10; attempt += 1) await attemptLogin(attacker, account.email, `guess-${attempt}`);
  await attacker.dispose();

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'Error: Too many attempts. Please wait a few minutes and try again.',
  );
  await context.close();
});

test('successful logins do not use up the limit', async ({ playwright }) => {
  const account = await createAccount();
  const request = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    const response = await attemptLogin(request, account.email, account.password);
    expect(response.status(), `login ${attempt}`).toBe(200);
    expect(((await response.json()) as { url: string }).url).not.toContain('error=');
  }
  await request.dispose();
});

test('forgot password is limited per account: the eleventh request is refused', async ({ browser }) => {
  const account = await createAccount();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await page.goto('/login');
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

test('register is limited per IP: the eleventh refused signup answers too many attempts', async ({ browser }) => {
  const taken = await createAccount();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await page.goto('/register');
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
