import { expect, test, type Page } from './support/fixtures';
import { adminToasts } from '../lib/texts';
import { createAccount, findAccount, signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { expectToast, rowWith } from './support/dashboard';

// All Users (admin): Make Admin and Remove User (docs/admin.md).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

async function openUsers(page: Page) {
  const admin = await createAccount({ name: 'Users Admin', role: 'admin' });
  await signIn(page, admin);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();
  return admin;
}

test('the list shows e-mail, name and role; Make Admin is hidden for admins and promotes a customer', async ({ page }) => {
  const customer = await createAccount({ name: 'Rising Customer' });
  const otherAdmin = await createAccount({ name: 'Second Admin', role: 'admin' });
  await openUsers(page);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Name', 'Role', 'Actions']);
  const customerRow = rowWith(page, 'user-row', customer.email);
  await expect(customerRow).toContainText('Rising Customer');
  await expect(customerRow.getByTestId('user-role')).toHaveText('Customer');
  await expect(rowWith(page, 'user-row', otherAdmin.email).getByTestId('user-role')).toHaveText('Admin');
  await expect(page.getByRole('button', { name: `Make Admin ${otherAdmin.email}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Make Admin ${customer.email}` }).click();
  await expectToast(page, adminToasts.madeAdmin);
  await expect(customerRow.getByTestId('user-role')).toHaveText('Admin');
  await expect(page.getByRole('button', { name: `Make Admin ${customer.email}` })).toHaveCount(0);
  expect((await findAccount(customer.email))?.role).toBe('admin');
});

test('an admin who lost the role meanwhile gets "Failed to Make an admin" (403) and nobody is promoted', async ({ page }) => {
  const customer = await createAccount({ name: 'Still Customer' });
  const admin = await openUsers(page);
  await (await testDb()).collection('users').updateOne({ email: admin.email }, { $set: { role: 'customer' } });
  await page.getByRole('button', { name: `Make Admin ${customer.email}` }).click();
  await expectToast(page, adminToasts.makeAdminFailed);
  expect((await findAccount(customer.email))?.role).toBe('customer');
});

test('Remove User asks first; it removes the account, but never your own (the server says why)', async ({ page }) => {
  const leaving = await createAccount({ name: 'Leaving Customer' });
  const admin = await openUsers(page);
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });

  const removeButton = page.getByRole('button', { name: `Remove User ${leaving.email}` });
  await removeButton.click();
  await expect(dialog).toContainText(leaving.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeButton).toBeFocused();
  expect(await findAccount(leaving.email)).not.toBeNull();

  await removeButton.click();
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expectToast(page, adminToasts.userRemoved);
  await expect(rowWith(page, 'user-row', leaving.email)).toHaveCount(0);
  expect(await findAccount(leaving.email)).toBeNull();

  await page.getByRole('button', { name: `Remove User ${admin.email}` }).click();
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expectToast(page, 'You cannot remove your own account.');
  await expect(rowWith(page, 'user-row', admin.email)).toHaveCount(1);
  expect((await findAccount(admin.email))?.role).toBe('admin');
});

test('Remove Admin asks first, makes the admin a customer and signs them out everywhere; never for yourself', async ({
  page,
  browser,
}) => {
  const deputy = await createAccount({ name: 'Deputy Admin', role: 'admin' });
  const deputyContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const deputyPage = await deputyContext.newPage();
  await signIn(deputyPage, deputy);
  await deputyPage.goto('/dashboard/users');
  await expect(deputyPage.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();

  const admin = await openUsers(page);
  await expect(page.getByRole('button', { name: `Remove Admin ${admin.email}` })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await page.getByRole('button', { name: `Remove Admin ${deputy.email}` }).click();
  await expect(dialog).toContainText('signed out everywhere');
  await dialog.getByRole('button', { name: 'Yes, remove admin' }).click();
  await expectToast(page, adminToasts.adminRemoved);
  await expect(rowWith(page, 'user-row', deputy.email).getByTestId('user-role')).toHaveText('Customer');
  expect((await findAccount(deputy.email))?.role).toBe('customer');

  // The demoted admin's open session has ended: the next page load sends them to log in.
  await deputyPage.reload();
  await expect(deputyPage).toHaveURL(/\/login\?from=%2Fdashboard/);
  await expect(deputyPage.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await deputyContext.close();
});
