import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import type { Browser, BrowserContext } from '@playwright/test';
import { toasts } from '../lib/texts';
import { waitForMail } from '../test/mail-sink';
import { createAccount, logInThroughForm } from './support/accounts';
import { uniqueIp } from './support/database';
import { E2E_BASE_URL } from './support/stack';

// Sessions end for real: a copy of the session cookie (or an API token) stops working when its owner signs out,
// resets the password, is demoted or removed.
const address = uniqueIp();
test.use({ extraHTTPHeaders: { 'x-forwarded-for': address } });

type Copy = { api: APIRequestContext; browser: BrowserContext };

type Playwright = { request: { newContext: (options: object) => Promise<APIRequestContext> } };

/** What a thief who copied the browser's cookies right now would hold: an API client and a browser of their own. */
async function copyCookies(page: Page, browser: Browser, playwright: Playwright): Promise<Copy> {
  const storageState = await page.context().storageState();
  const extraHTTPHeaders = { 'x-forwarded-for': uniqueIp() };
  return {
    api: await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState, extraHTTPHeaders }),
    browser: await browser.newContext({ storageState, extraHTTPHeaders }),
  };
}

/** A new account signed in on `page` through the login form, and the copy of its cookies a thief takes then. */
async function signedInAndCopied(page: Page, browser: Browser, playwright: Playwright, name: string) {
  const account = await createAccount({ name });
  await logInThroughForm(page, account.email, account.password);
  return { account, copy: await copyCookies(page, browser, playwright) };
}

/** The copy is dead: 401 on the API, no session from next-auth, and the dashboard sends it to /login. */
async function expectEnded(copy: Copy, token?: string) {
  expect((await copy.api.get('/api/order')).status()).toBe(401);
  expect(await (await copy.api.get('/api/auth/session')).json()).toBeNull();
  if (token) expect((await copy.api.get('/api/order', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  const thief = await copy.browser.newPage();
  await thief.goto('/dashboard/myorder');
  await expect(thief).toHaveURL(/\/login\?from=%2Fdashboard/);
  await expect(thief.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

async function tokenFor(copy: Copy, email: string): Promise<string> {
  const answer = await copy.api.put(`/api/user/${encodeURIComponent(email)}`, { data: { email } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function dispose(copy: Copy) {
  await copy.api.dispose();
  await copy.browser.close();
}

test('a cookie copied before Sign Out answers 401 on the API and /login on the dashboard; so does its API token', async ({
  page,
  browser,
  playwright,
}) => {
  const { account, copy } = await signedInAndCopied(page, browser, playwright, 'Cookie Owner');
  expect((await copy.api.get('/api/order')).status()).toBe(200);
  const token = await tokenFor(copy, account.email);
  expect((await copy.api.get('/api/order', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expectEnded(copy, token);

  // Signing in again gives a new session that works, and signing out with the dead copy does not end it.
  await logInThroughForm(page, account.email, account.password);
  const { csrfToken } = (await (await copy.api.get('/api/auth/csrf')).json()) as { csrfToken: string };
  expect((await copy.api.post('/api/auth/signout', { form: { csrfToken }, maxRedirects: 0 })).status()).toBe(302);
  await page.goto('/dashboard');
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);
  await dispose(copy);
});

test('a cookie copied before a password reset stops working, and so does every session of the account', async ({
  page,
  browser,
  playwright,
}) => {
  const { account, copy } = await signedInAndCopied(page, browser, playwright, 'Reset Owner');
  const token = await tokenFor(copy, account.email);

  // The owner, in another browser, resets the password through the mailed link.
  const owner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/login');
  await ownerPage.getByLabel('Email').fill(account.email);
  await ownerPage.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(ownerPage.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible();
  const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec((await waitForMail(account.email)).text)![0];
  await ownerPage.goto(link);
  await ownerPage.getByLabel('New password', { exact: true }).fill('after-reset-1');
  await ownerPage.getByLabel('New password again').fill('after-reset-1');
  await ownerPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(ownerPage).toHaveURL('/login?reset=done');

  await expectEnded(copy, token);
  // The session the reset did not come from ended too.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?from=%2Fdashboard');
  await logInThroughForm(ownerPage, account.email, 'after-reset-1', '');
  await owner.close();
  await dispose(copy);
});

test('a removed account that registers again with the same e-mail inherits none of its cookies or tokens', async ({
  page,
  browser,
  playwright,
  request,
}) => {
  const admin = await createAccount({ role: 'admin' });
  const { account: leaving, copy } = await signedInAndCopied(page, browser, playwright, 'Leaving Soon');
  const token = await tokenFor(copy, leaving.email);

  const adminSession = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const { csrfToken } = (await (await adminSession.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await adminSession.post('/api/auth/callback/credentials', { form: { csrfToken, email: admin.email, password: admin.password } });
  expect((await adminSession.delete(`/api/user/${leaving.email}`)).status()).toBe(200);

  await createAccount({ email: leaving.email, name: 'Someone New' });
  await expectEnded(copy, token);
  expect((await request.get('/api/order', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await adminSession.dispose();
  await dispose(copy);
});

test('the admin guard\'s exit signs nobody out on a GET or from another site; the guard still signs a customer out', async ({
  page,
}) => {
  const customer = await createAccount({ name: 'Stays Signed In' });
  await logInThroughForm(page, customer.email, customer.password);
  // What an <img src> or a link on another site would make the browser send.
  const get = await page.request.get('/api/auth/not-allowed?from=/dashboard');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST, OPTIONS');
  expect(await get.json()).toEqual({ error: 'GET is not allowed here. Allowed: POST, OPTIONS.' });
  // A form on another site posting to it.
  const foreign = await page.request.post('/api/auth/not-allowed', {
    form: { from: '/dashboard' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  await page.goto('/dashboard');
  await expect(page.getByTestId('profile-email')).toHaveText(customer.email);

  // The guard itself: a page that says why and posts from our own origin.
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL('/login?from=%2Fdashboard%2Fusers');
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session-token'))).toEqual([]);
});

test('Sign Out signs nobody out on a GET or from another site; from the account menu it ends the session', async ({ page }) => {
  const customer = await createAccount({ name: 'Signs Out Once' });
  await logInThroughForm(page, customer.email, customer.password);
  // What an <img src> or a link on another site would make the browser send.
  const get = await page.request.get('/api/auth/sign-out');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST, OPTIONS');
  // A form on another site posting to it.
  const foreign = await page.request.post('/api/auth/sign-out', { headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  await page.goto('/dashboard');
  await expect(page.getByTestId('profile-email')).toHaveText(customer.email);

  // Our own form: a whole new page, home, with no session left.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session-token'))).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?from=%2Fdashboard');
});

test('without JavaScript the admin guard\'s exit is a button that signs out', async ({ browser }) => {
  const customer = await createAccount();
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await page.request.post('/api/auth/callback/credentials', { form: { csrfToken, email: customer.email, password: customer.password } });
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL('/not-allowed?from=%2Fdashboard%2Fusers');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out and log in as an admin' }).click();
  await expect(page).toHaveURL('/login?from=%2Fdashboard%2Fusers');
  expect((await context.cookies()).filter((cookie) => cookie.name.includes('session-token'))).toEqual([]);
  await context.close();
});
