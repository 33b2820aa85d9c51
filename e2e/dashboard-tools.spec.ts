import { expect, fileActors, fileTag, test } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { banglaLabels, optionalLabel, refusals, adminToasts } from '../lib/texts';
import { testDb, uniqueIp } from './support/database';
import { formReady } from './support/shop';
import { addToolThroughApi, catalogueCard, expectToast, openManageTools, rowWith } from './support/dashboard';

// Add Tool and Manage Tools (admin): the messages of docs/texts.md word for word, docs/admin.md.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { apiAdmin, apiBuyer } = fileActors(tag, { apiAdmin: ['keeper', 'admin'], apiBuyer: ['shopper'] });

/** A customer's order placed through the API while the admin's form is open; the stock it leaves is checked by the caller. */
async function orderMeanwhile(toolId: string, quantity: number) {
  const answer = await apiBuyer.session.post('/api/order', {
    data: { toolId, quantity, phone: '01711000000', address: `Mirpur, Dhaka ${tag}` },
    headers: { connection: 'close' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function storedTool(name: string) {
  return (await testDb()).collection('tools').findOne({ name });
}

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
  await page.getByLabel('Description', { exact: true }).fill('Vacuum-brazed bit for clean holes through porcelain.');
  await page.getByLabel('Price (BDT)').fill('12.50');
  await page.getByLabel('Minimum order quantity').fill('2');
  await page.getByLabel('Stock').fill('35');
  await page.getByLabel('Image URL').fill('/images/tools/wet-saw-blade.svg');
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expect(page.getByTestId('tool-price-error')).toHaveText('Provide a valid Price');
  expect(await (await testDb()).collection('tools').countDocuments({ name })).toBe(0);

  await page.getByLabel('Price (BDT)').fill('1450');
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expectToast(page, adminToasts.toolAdded);
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
  await expectToast(page, adminToasts.toolUpdated);
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
  await expectToast(page, adminToasts.toolDeleted);
  await expect(rowWith(page, 'tool-row', tool.name)).toHaveCount(0);
  expect(await (await testDb()).collection('tools').countDocuments({ name: tool.name })).toBe(0);
  await expect(await catalogueCard(page, tool.name)).toHaveCount(0);
});

// The audit's B1: saving a form opened before an order never writes the old stock back (docs/admin.md).
test('Edit Tool: an order placed while the form is open keeps its stock; a stock edit from before it is refused and shown', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(apiAdmin, tag, { price: 777, minimum: 1, stock: 50 });
  await signedIn({ name: 'Edit Admin', role: 'admin' });
  await page.goto(`/dashboard/manageproduct/${tool.id}`);
  await formReady(page);
  const stock = page.getByLabel('Stock');
  await expect(stock).toHaveValue('50');

  // A customer orders 6 while the admin changes only the price.
  await orderMeanwhile(tool.id, 6);
  await page.getByLabel('Price (BDT)').fill('801');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expectToast(page, adminToasts.toolUpdated);
  expect(await storedTool(tool.name)).toMatchObject({ price: 801, stock: 44 });
  await expect(stock).toHaveValue('44');

  // Another order of 4 while the admin changes the price and the stock they see (44): nothing is saved, the form
  // says why and shows the stock now, and the new price the admin typed is still there.
  await orderMeanwhile(tool.id, 4);
  await page.getByLabel('Price (BDT)').fill('820');
  await stock.fill('60');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expect(page.getByRole('alert').filter({ hasText: refusals.stockChangedMeanwhile(40) })).toBeVisible();
  await expect(stock).toHaveValue('40');
  await expect(page.getByLabel('Price (BDT)')).toHaveValue('820');
  expect(await storedTool(tool.name)).toMatchObject({ price: 801, stock: 40 });

  // Checked, and saved again: now the stock is the admin's. (The first save's toast may still be up: the database
  // says when this one is done.)
  await stock.fill('60');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expect.poll(() => storedTool(tool.name)).toMatchObject({ price: 820, stock: 60 });
  await expectToast(page, adminToasts.toolUpdated);
});

test('Manage Tools: a price edited in place after an order leaves the stock the order left', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(apiAdmin, tag, { price: 500, minimum: 1, stock: 50 });
  await signedIn({ name: 'Row Admin', role: 'admin' });
  await openManageTools(page, tool.name);
  const row = rowWith(page, 'tool-row', tool.name);
  await page.getByRole('button', { name: `Edit ${tool.name}` }).click();
  await expect(page.getByLabel(`Stock of ${tool.name}`)).toHaveValue('50');

  await orderMeanwhile(tool.id, 9);
  await page.getByLabel(`Price of ${tool.name}`).fill('540');
  await page.getByRole('button', { name: `Save ${tool.name}` }).click();
  await expectToast(page, adminToasts.toolUpdated);
  await expect(row.getByTestId('tool-stock')).toHaveText('41');
  expect(await storedTool(tool.name)).toMatchObject({ price: 540, stock: 41 });

  // A stock typed over one an order has changed since is refused, in the row.
  await page.getByRole('button', { name: `Edit ${tool.name}` }).click();
  await orderMeanwhile(tool.id, 1);
  await page.getByLabel(`Stock of ${tool.name}`).fill('100');
  await page.getByRole('button', { name: `Save ${tool.name}` }).click();
  await expect(row.getByRole('alert')).toHaveText(refusals.stockChangedMeanwhile(40));
  await expect(page.getByLabel(`Stock of ${tool.name}`)).toHaveValue('40');
  expect((await storedTool(tool.name))?.stock).toBe(40);
});

// Issue 30: a tool's name and description in Bangla, optional; its page shows the Bangla name, the search finds it.
test('Edit Tool gives a tool a Bangla name and description; its page shows the name, the catalogue finds it by it', async ({ page, signedIn }) => {
  const tool = await addToolThroughApi(apiAdmin, tag, {});
  const nameBn = `টাইল কাটার ${tag}`;
  await signedIn({ name: 'Bangla Admin', role: 'admin' });
  await page.goto(`/dashboard/manageproduct/${tool.id}`);
  await formReady(page);
  const nameBox = page.getByLabel(optionalLabel(banglaLabels.nameBn));
  await expect(nameBox).toHaveAttribute('lang', 'bn');
  await expect(page.getByLabel(optionalLabel(banglaLabels.descBn))).toHaveAttribute('lang', 'bn');
  await nameBox.fill(nameBn);
  await page.getByLabel(optionalLabel(banglaLabels.descBn)).fill('দুই রেলের হাতে চালানো কাটার।');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expectToast(page, adminToasts.toolUpdated);
  expect(await storedTool(tool.name)).toMatchObject({ nameBn, descBn: 'দুই রেলের হাতে চালানো কাটার।' });

  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.name);
  await expect(page.getByTestId('tool-name-bn')).toHaveText(nameBn);
  await expect(page.getByTestId('tool-name-bn')).toHaveAttribute('lang', 'bn');
  // The catalogue's search finds it by its Bangla name (the tag keeps the search to this tool).
  await page.goto(`/tools?q=${encodeURIComponent(nameBn)}`);
  await expect(page.getByTestId('tools-found')).toContainText('1 tool');
  await expect(page.getByRole('main').getByRole('article', { name: tool.name, exact: true })).toBeVisible();

  // Emptied, it is cleared: the page shows the English name alone.
  await page.goto(`/dashboard/manageproduct/${tool.id}`);
  await formReady(page);
  await expect(nameBox).toHaveValue(nameBn);
  await nameBox.fill('');
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expectToast(page, adminToasts.toolUpdated);
  expect(await storedTool(tool.name)).not.toHaveProperty('nameBn');
  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByTestId('tool-name-bn')).toHaveCount(0);
});
