import { expect, test } from './support/fixtures';
import { createAccount, logInThroughForm, makeAdmin } from './support/accounts';
import { uniqueIp } from './support/database';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const ADMIN_PAGES = [
  ['/dashboard/users', 'All Users'],
  ['/dashboard/addproduct', 'Add Tool'],
  ['/dashboard/manageproduct', 'Manage Tools'],
  ['/dashboard/confirmorder', 'Placed Orders'],
  ['/dashboard/payments', 'Payments'],
  ['/dashboard/delivery', 'Delivery'],
  ['/dashboard/quoterequests', 'Quote Requests'],
  ['/dashboard/outbox', 'Mail Outbox'],
  ['/dashboard/audit', 'Audit Trail'],
] as const;

test('signed-out visitors of the dashboard and purchase pages go to /login carrying the page', async ({ page }) => {
  for (const path of ['/dashboard', '/dashboard/myorder', '/dashboard/users', '/purchase/665f1c2ab7e4c1a2b3c4d5e6']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
  }
});

for (const [path] of ADMIN_PAGES) {
  test(`a customer who opens ${path} is signed out and sent to /login`, async ({ page }) => {
    const customer = await createAccount({ name: 'Curious Customer' });
    await logInThroughForm(page, customer.email, customer.password);
    await page.goto(path);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session-token'))).toEqual([]);
  });
}

test("a customer's dashboard menu has My Profile, Add Review, My Order and My Quotes", async ({ page }) => {
  const customer = await createAccount({ name: 'Menu Customer' });
  await logInThroughForm(page, customer.email, customer.password);
  await page.getByRole('link', { name: 'Dashboard: Menu Customer' }).click();
  await expect(page).toHaveURL('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText(['My Profile', 'Add Review', 'My Order', 'My Quotes']);
  await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('profile-name')).toHaveText('Menu Customer');
  await expect(page.getByTestId('profile-email')).toHaveText(customer.email);
  await expect(page.getByTestId('profile-role')).toHaveText('Customer');
  await menu.getByRole('link', { name: 'My Order' }).click();
  await expect(page.getByRole('heading', { name: 'My Order' })).toBeVisible();
  await menu.getByRole('link', { name: 'Add Review' }).click();
  await expect(page.getByRole('heading', { name: 'Add Review' })).toBeVisible();
  await menu.getByRole('link', { name: 'My Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'My Quotes' })).toBeVisible();
  await expect(page.getByTestId('no-quotes')).toContainText('You have asked for no quotes yet.');
});

test('an admin reaches every admin page from the menu', async ({ page }) => {
  const admin = await createAccount({ name: 'Shop Admin', role: 'admin' });
  await logInThroughForm(page, admin.email, admin.password);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const [path, title] of ADMIN_PAGES) {
    await menu.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('a promotion counts at once, without logging in again', async ({ page }) => {
  const customer = await createAccount({ name: 'Soon Admin' });
  await logInThroughForm(page, customer.email, customer.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Users' })).toHaveCount(0);

  await makeAdmin(customer.email);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Users' })).toBeVisible();
});

test('an unknown tool on the purchase page is a 404', async ({ page }) => {
  const customer = await createAccount();
  await logInThroughForm(page, customer.email, customer.password);
  const response = await page.goto('/purchase/665f1c2ab7e4c1a2b3c4d5e6');
  expect(response?.status()).toBe(404);
  // The prerendered not-found page's scripts carry no nonce: it gets the fixed policy, under which they run.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).not.toContain('nonce-');
  expect((await page.goto('/purchase/not-an-id'))?.status()).toBe(404);
});
