import { expect, test, type Page } from './support/fixtures';
import { googleSubjectFor } from './support/oidc-server';
import { createAccount, findAccount } from './support/accounts';
import { anyToolId, uniqueEmail, uniqueIp } from './support/database';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

/** On the test Google's account page: pick the account and continue back to the shop. */
async function chooseGoogleAccount(page: Page, account: { email: string; name: string; verified?: boolean }) {
  await expect(page.getByRole('heading', { name: 'Choose a Google account' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  if (account.verified === false) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new Google user gets a customer account and returns to where they were', async ({ page }) => {
  const toolId = await anyToolId();
  const email = uniqueEmail('googler');
  await page.goto(`/purchase/${toolId}`);
  await expect(page).toHaveURL(/\/login\?from=/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, { email, name: 'Tanvir Google' });

  await expect(page).toHaveURL(`/purchase/${toolId}`);
  await expect(page.getByRole('link', { name: 'Dashboard: Tanvir Google' })).toBeVisible();
  const stored = await findAccount(email);
  expect(stored).toMatchObject({ name: 'Tanvir Google', role: 'customer', googleId: googleSubjectFor(email) });
  expect(stored?.passwordHash).toBeUndefined();

  // Signing out and in with Google again finds the same account.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, { email, name: 'Another Name' });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Dashboard: Tanvir Google' })).toBeVisible();
});

test('a Google e-mail that has a password account is told to log in with the password', async ({ page }) => {
  const account = await createAccount({ name: 'Password Owner' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, { email: account.email, name: 'Intruder' });

  await expect(page).toHaveURL(/\/login\?error=account-exists-with-different-credential/);
  await expect(page.getByTestId('login-error')).toHaveText(
    'Error: An account with this e-mail already exists with a password. Log in with your e-mail and password.',
  );
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const stored = await findAccount(account.email);
  expect(stored?.googleId).toBeUndefined();
  expect(stored?.name).toBe('Password Owner');

  // The password still works.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Dashboard: Password Owner' })).toBeVisible();
});

test('a Google account with an unverified e-mail is refused', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, { email, name: 'Unverified', verified: false });
  await expect(page.getByTestId('login-error')).toHaveText(/^Error: Your Google account e-mail is not verified/);
  expect(await findAccount(email)).toBeNull();
});
