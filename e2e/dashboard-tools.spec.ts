import { expect, fileActors, fileTag, test } from './support/fixtures';
import { formatBDT } from '../lib/money';
import { toasts } from '../lib/texts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, catalogueCard, expectToast, openManageTools, rowWith } from './support/dashboard';

// Add Tool and Manage Tools (admin): the messages of docs/texts.md word for word, docs/admin.md.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { apiAdmin } = fileActors(tag, { apiAdmin: ['keeper', 'admin'] });

test('Add Tool requires every field with the spec\'s messages, then the tool is in the catalogue at once', async ({ page, signedIn }) => {
  await signedIn({ name: 'Catalogue Admin', role: 'admin' });
  await page.goto('/');
  await page.goto('/dashboard/addproduct');

  await page.getByRole('button', { name: 'Add Tool' }).click();
  const expected = {
    'tool-name-error': 'Name is Required',
    'tool-desc-error': 'Description is Required',
    'tool-price-error': 'Price is Required',
    'tool-minimum-error': 'Quantity is Required',
    'tool-stock-error': 'Stock is Required',
    'tool-img-error': 'ImageUrl is Required',
  };
  for (const [testId, message] of Object.entries(expected)) await expect(page.getByTestId(testId)).toHaveText(message);
  await expect(page.getByLabel('Price (BDT)')).toHaveAttribute('aria-invalid', 'true');

  const name = `Diamond Core Bit 35 mm ${tag}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Vacuum-brazed bit for clean holes through porcelain.');
  await page.getByLabel('Price (BDT)').fill('12.50');
  await page.getByLabel('Minimum order quantity').fill('2');
  await page.getByLabel('Stock').fill('35');
  await page.getByLabel('Image URL').fill('/images/tools/wet-saw-blade.svg');
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expect(page.getByTestId('tool-price-error')).toHaveText('Provide a valid Price');
  expect(await (await testDb()).collection('tools').countDocuments({ name })).toBe(0);

  await page.getByLabel('Price (BDT)').fill('1450');
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expectToast(page, toasts.toolAdded);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  expect(await (await testDb()).collection('tools').findOne({ name })).toMatchObject({ price: 1450, minimum: 2, stock: 35 });

  const card = await catalogueCard(page, name);
  await expect(card.getByTestId('tool-price')).toContainText(formatBDT(1450));
  await expect(card.getByTestId('tool-stock')).toHaveText('35');
  await openManageTools(page, name);
  await expect(rowWith(page, 'tool-row', name)).toContainText(formatBDT(1450));
});

test('Manage Tools edits price, minimum order and stock in place, with the same messages, and the shop follows', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(apiAdmin, tag, { price: 600, minimum: 4, stock: 80 });
  await signedIn({ name: 'Price Admin', role: 'admin' });
  await openManageTools(page, tool.name);

  const row = rowWith(page, 'tool-row', tool.name);
  await expect(row.locator('img')).toHaveAttribute('src', '/images/tools/notched-trowel.svg');
  await expect(row.getByTestId('tool-price')).toHaveText(formatBDT(600));
  await expect(row.getByTestId('tool-minimum')).toHaveText('4');
  await expect(row.getByTestId('tool-stock')).toHaveText('80');

  await page.getByRole('button', { name: `Edit ${tool.name}` }).click();
  const price = page.getByLabel(`Price of ${tool.name}`);
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('600');
  await price.fill('');
  await page.getByLabel(`Stock of ${tool.name}`).fill('many');
  await page.getByRole('button', { name: `Save ${tool.name}` }).click();
  await expect(row.getByText('Price is Required')).toBeVisible();
  await expect(row.getByText('Provide a valid Stock')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');

  await price.fill('650');
  await page.getByLabel(`Minimum order of ${tool.name}`).fill('6');
  await page.getByLabel(`Stock of ${tool.name}`).fill('120');
  await page.getByLabel(`Stock of ${tool.name}`).press('Enter');
  await expectToast(page, toasts.toolUpdated);
  await expect(row.getByTestId('tool-price')).toHaveText(formatBDT(650));
  await expect(row.getByTestId('tool-minimum')).toHaveText('6');
  await expect(row.getByTestId('tool-stock')).toHaveText('120');
  await expect(page.getByRole('button', { name: `Edit ${tool.name}` })).toBeFocused();

  const card = await catalogueCard(page, tool.name);
  await expect(card.getByTestId('tool-price')).toContainText(formatBDT(650));
  await expect(card.getByTestId('tool-minimum')).toHaveText('6');

  // Cancel leaves the tool as it was.
  await openManageTools(page, tool.name);
  await page.getByRole('button', { name: `Edit ${tool.name}` }).click();
  await page.getByLabel(`Price of ${tool.name}`).fill('1');
  await page.getByRole('button', { name: `Cancel editing ${tool.name}` }).click();
  await expect(row.getByTestId('tool-price')).toHaveText(formatBDT(650));
  expect(await (await testDb()).collection('tools').findOne({ name: tool.name })).toMatchObject({ price: 650, minimum: 6, stock: 120 });
});

test('Delete asks first, then the tool leaves Manage Tools and the catalogue at once', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(apiAdmin, tag);
  await signedIn({ name: 'Tidy Admin', role: 'admin' });
  await expect(await catalogueCard(page, tool.name)).toBeVisible();
  await openManageTools(page, tool.name);

  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await page.getByRole('button', { name: `Delete ${tool.name}` }).click();
  await expect(dialog).toContainText(tool.name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowWith(page, 'tool-row', tool.name)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${tool.name}` }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expectToast(page, toasts.toolDeleted);
  await expect(rowWith(page, 'tool-row', tool.name)).toHaveCount(0);
  expect(await (await testDb()).collection('tools').countDocuments({ name: tool.name })).toBe(0);
  await expect(await catalogueCard(page, tool.name)).toHaveCount(0);
});
