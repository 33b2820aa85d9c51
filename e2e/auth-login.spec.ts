import { expect, test } from './support/fixtures';
import { toasts } from '../lib/texts';
import { mailsTo, waitForMail } from '../test/mail-sink';
import { createAccount, logInThroughForm } from './support/accounts';
import { anyToolId, uniqueEmail, uniqueIp } from './support/database';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

test.describe('login', () => {
  test('has its parts: e-mail, password, Forgot password, Continue with Google, a link to register', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Create a new account' })).toHaveAttribute('href', '/register');
  });

  test('the browser requires both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.getByLabel('Email').fill('someone@mrittika.com');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await page.getByLabel('Password').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password shows "Error: ..." on the form and signs nobody in', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Error: The e-mail or password is not right.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('an unknown account gets the same answer as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Error: The e-mail or password is not right.');
  });

  test('error codes in the address become sentences, unmapped ones lower-cased with dashes', async ({ page }) => {
    await page.goto('/login?error=OAuthAccountNotLinked');
    await expect(page.getByTestId('login-error')).toHaveText(/^Error: An account with this e-mail already exists with a password/);
    await page.goto('/login?error=SecondFactorRequired');
    await expect(page.getByTestId('login-error')).toHaveText('Error: second-factor-required');
  });

  test('a signed-out visitor of /purchase/{id} logs in and lands back on it', async ({ page }) => {
    const account = await createAccount({ name: 'Purchase Returner' });
    const toolId = await anyToolId();
    await page.goto(`/purchase/${toolId}`);
    await expect(page).toHaveURL(`/login?from=%2Fpurchase%2F${toolId}`);
    await logInThroughForm(page, account.email, account.password, '');
    await expect(page).toHaveURL(`/purchase/${toolId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('tool-minimum')).toHaveText(/^\d+$/);
  });

  test('signing in through /login?from=/.//evil.example stays on the site', async ({ page, baseURL }) => {
    const account = await createAccount();
    await page.goto('/login?from=/.//evil.example');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('nav-dashboard').waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page).toHaveURL('/');
  });

  test('refuses to return to another site after login (no open redirect)', async ({ page, baseURL }) => {
    const account = await createAccount();
    const forms = ['//evil.example/phish', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example', 'javascript:alert(1)'];
    for (const from of forms) {
      await page.context().clearCookies();
      await logInThroughForm(page, account.email, account.password, `/login?from=${encodeURIComponent(from)}`);
      expect(new URL(page.url()).origin, from).toBe(new URL(baseURL!).origin);
      await expect(page).toHaveURL('/');
    }
  });

  test('Sign Out ends the session in every tab of the browser', async ({ page, context }) => {
    const account = await createAccount({ name: 'Two Tabs' });
    await logInThroughForm(page, account.email, account.password);
    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard');
    await expect(otherTab.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(otherTab.getByTestId('profile-email')).toHaveText(account.email);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // The menu shows Login as the button is pressed; the server's answer removes the cookie just after.
    await expect.poll(async () => (await context.cookies()).filter((cookie) => cookie.name.includes('session-token'))).toEqual([]);

    await otherTab.reload();
    await expect(otherTab).toHaveURL('/login?from=%2Fdashboard');
    await expect(otherTab.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('forgot password', () => {
  test('with an empty e-mail it asks for one', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetEmailMissing, { exact: true })).toBeVisible();
  });

  test('answers "Sent email" alike for an account and for nobody; only the account gets mail', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible();
    const mail = await waitForMail(account.email);
    expect(mail.text).toMatch(/\/reset-password\?token=[\w-]{43}/);

    const nobody = uniqueEmail('nobody');
    await page.reload();
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible();
    // A positive signal instead of a pause: the account asks again after nobody did, and once its second mail is in,
    // a mail to nobody would have been sent long before.
    await page.reload();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible();
    await expect.poll(async () => (await mailsTo(account.email)).length, { timeout: 10_000 }).toBe(2);
    expect(await mailsTo(nobody)).toEqual([]);
  });
});

test('pressed before the page can run, the sign-in forms put no password in a URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  // Every document the page asks for: a form that submitted would ask for one carrying what was typed.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  for (const [path, button] of [
    ['/login', 'Login'],
    ['/register', 'Sign Up'],
  ] as const) {
    await page.goto(path);
    if (path === '/register') await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password').fill('typed-too-early-1');
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByLabel('Password')).toHaveValue('typed-too-early-1');
  }
  // A navigation of our own: one the presses started would have been asked for before it (a positive signal, not a pause).
  await page.goto('/about');
  expect(documents.map((document) => document.split(' ').slice(0, 2).join(' '))).toEqual(
    ['/login', '/register', '/about'].map((path) => `GET ${new URL(path, page.url()).toString()}`),
  );
  expect(documents.join('\n')).not.toContain('typed-too-early-1');
  await context.close();
});
