import { expect, test } from './support/fixtures';
import { toasts } from '../lib/texts';
import { createAccount, findAccount, signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { expectToast } from './support/dashboard';

// My Profile (docs/texts.md): the messages word for word, the e-mail read-only.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

test('the profile form starts from the account, says what is missing, and updates the name in the navigation', async ({ page }) => {
  const customer = await createAccount({ name: 'Old Name' });
  await (await testDb()).collection('users').updateOne({ email: customer.email }, { $set: { number: '01700000001', address: 'Mirpur, Dhaka' } });
  await signIn(page, customer);
  await page.goto('/dashboard');

  const name = page.getByLabel('Name', { exact: true });
  const number = page.getByLabel('Phone number');
  const address = page.getByLabel('Address');
  await expect(name).toHaveValue('Old Name');
  await expect(number).toHaveValue('01700000001');
  await expect(address).toHaveValue('Mirpur, Dhaka');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

  await name.fill('');
  await number.fill('');
  await address.fill('   ');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByTestId('profile-form-name-error')).toHaveText('Name is Required');
  await expect(page.getByTestId('profile-form-number-error')).toHaveText('Number is Required');
  await expect(page.getByTestId('profile-form-address-error')).toHaveText('Address is Required');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', 'profile-form-name-error');

  await name.fill('Farhana Rahman');
  await number.fill('+880 1711-000');
  await address.fill('Road 11, Banani, Dhaka');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByTestId('profile-form-number-error')).toHaveText('Provide a valid Number');
  expect((await findAccount(customer.email))?.name).toBe('Old Name');

  await number.fill('01711000222');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, toasts.profileUpdated);
  await expect(page.getByTestId('nav-dashboard')).toHaveText('Farhana Rahman');
  await expect(page.getByTestId('profile-name')).toHaveText('Farhana Rahman');
  expect(await findAccount(customer.email)).toMatchObject({
    name: 'Farhana Rahman',
    number: '01711000222',
    address: 'Road 11, Banani, Dhaka',
    email: customer.email,
  });

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Farhana Rahman');
  await expect(page.getByLabel('Phone number')).toHaveValue('01711000222');
});
