import { expect, test } from './support/fixtures';
import { E2E_ADMIN_EMAIL } from './support/stack';
import { createAccount, findAccount, logInThroughForm, removeAccount } from './support/accounts';
import { anyToolId, uniqueEmail, uniqueIp } from './support/database';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

test.describe('register', () => {
  test("shows the shop's message for each invalid field and creates nothing", async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('register-name-error')).toHaveText('Name is Required');
    await expect(page.getByTestId('register-email-error')).toHaveText('Email is Required');
    await expect(page.getByTestId('register-password-error')).toHaveText('Password is Required');
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('invalid');
    await page.getByLabel('Name').fill('Rahim Uddin');
    for (const bad of ['rahim', 'rahim@gmail', 'rahim..uddin@gmail.com', 'rahim uddin@gmail.com']) {
      await page.getByLabel('Email').fill(bad);
      await page.getByLabel('Password').fill('12345');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByTestId('register-email-error')).toHaveText('Provide a valid Email');
      await expect(page.getByTestId('register-password-error')).toHaveText('Must be 6 characters or longer');
    }
    await expect(page.getByTestId('register-name-error')).toHaveCount(0);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('register-email-error')).toHaveCount(0);
    await expect(page.getByTestId('register-password-error')).toHaveText('Must be 6 characters or longer');
    expect(await findAccount(email)).toBeNull();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the server checks the same rules when the browser is bypassed', async ({ page }) => {
    const email = uniqueEmail('bypass');
    // Tamper with the server action's request after the browser's checks passed.
    await page.route('**/register', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
      const tampered = request.postData()!.replace('"longenough"', '"123"').replace('"Sultana"', '""');
      return route.continue({ postData: tampered });
    });
    await page.goto('/register');
    await page.getByLabel('Name').fill('Sultana');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('longenough');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('register-password-error')).toHaveText('Must be 6 characters or longer');
    await expect(page.getByTestId('register-name-error')).toHaveText('Name is Required');
    expect(await findAccount(email)).toBeNull();
  });

  test('registers, signs in and returns to the page the visitor came from', async ({ page }) => {
    const toolId = await anyToolId();
    await page.goto(`/purchase/${toolId}`);
    await expect(page).toHaveURL(`/login?from=%2Fpurchase%2F${toolId}`);
    await page.getByRole('link', { name: 'Create a new account' }).click();
    await expect(page).toHaveURL(`/register?from=%2Fpurchase%2F${toolId}`);

    const email = uniqueEmail('newcustomer');
    await page.getByLabel('Name').fill('Nasrin Akter');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('kiln-fired-9');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(`/purchase/${toolId}`);
    await expect(page.getByTestId('tool-price')).toContainText('BDT');
    await expect(page.getByRole('link', { name: 'Dashboard: Nasrin Akter' })).toHaveText('Nasrin Akter');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const stored = await findAccount(email);
    expect(stored).toMatchObject({ name: 'Nasrin Akter', role: 'customer' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  test('a real address with dots, a plus tag, capitals and a country domain registers, and logs in however it is cased', async ({
    page,
    browser,
  }) => {
    const typed = 'First.Last+shop@Company.com.bd';
    const stored = 'first.last+shop@company.com.bd';
    await removeAccount(stored);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Farhana Last');
    await page.getByLabel('Email').fill(typed);
    await page.getByLabel('Password').fill('glazed-tiles-7');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('link', { name: 'Dashboard: Farhana Last' })).toBeVisible();
    expect(await findAccount(stored)).toMatchObject({ email: stored, name: 'Farhana Last' });

    // Another browser, the address in lower case: the same account.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    const loggingIn = await other.newPage();
    await logInThroughForm(loggingIn, stored, 'glazed-tiles-7');
    await expect(loggingIn.getByRole('link', { name: 'Dashboard: Farhana Last' })).toBeVisible();
    await other.close();

    // And in capitals it is taken.
    const third = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    const again = await third.newPage();
    await again.goto('/register');
    await again.getByLabel('Name').fill('Someone Else');
    await again.getByLabel('Email').fill('FIRST.LAST+SHOP@COMPANY.COM.BD');
    await again.getByLabel('Password').fill('another-password');
    await again.getByRole('button', { name: 'Sign Up' }).click();
    await expect(again.getByTestId('register-error')).toHaveText('An account with this e-mail already exists. Log in instead.');
    await third.close();
  });

  test('a taken e-mail shows the error on the form', async ({ page }) => {
    const existing = await createAccount();
    await page.goto('/register');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('register-error')).toHaveText('An account with this e-mail already exists. Log in instead.');
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('an e-mail in ADMIN_EMAILS becomes an admin with the admin menu', async ({ page }) => {
    await page.goto('/register?from=/dashboard');
    await page.getByLabel('Name').fill('Founder');
    await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
    await page.getByLabel('Password').fill('founder-2026');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link')).toHaveText([
      'Overview',
      'My Profile',
      'All Users',
      'Add Tool',
      'Manage Tools',
      'Placed Orders',
      'Payments',
      'Delivery',
      'Quote Requests',
      'Reviews',
      'Mail Outbox',
      'Audit Trail',
    ]);
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/dashboard/profile');
    await expect(page.getByTestId('profile-role')).toHaveText('Admin');
  });
});
