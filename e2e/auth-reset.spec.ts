import { expect, test } from './support/fixtures';
import { toasts } from '../lib/texts';
import { waitForMail } from '../test/mail-sink';
import { createAccount, logInThroughForm } from './support/accounts';
import { uniqueIp } from './support/database';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

test('a mailed reset link sets a new password once, and the new password logs in', async ({ page }) => {
  const account = await createAccount({ name: 'Forgetful Farida' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible();

  const mail = await waitForMail(account.email);
  expect(mail.subject).toBe('Reset your Mrittika Ceramic Tools password');
  const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the mail holds a reset link on this site').toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-glaze-7');
  await page.getByLabel('New password again').fill('fresh-glaze-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('New password again').fill('fresh-glaze-7');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL('/login?reset=done');
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Log in with your new password.');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Error: The e-mail or password is not right.');
  await logInThroughForm(page, account.email, 'fresh-glaze-7', '');
  await expect(page.getByRole('link', { name: 'Dashboard: Forgetful Farida' })).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByTestId('reset-link-problem')).toHaveText(/not valid or was already used/);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('a made-up reset link is refused', async ({ page }) => {
  await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
  await expect(page.getByTestId('reset-link-problem')).toHaveText(/not valid or was already used/);
  await page.goto('/reset-password');
  await expect(page.getByTestId('reset-link-problem')).toHaveText(/not valid or was already used/);
});
