import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { toasts } from '../lib/texts';
import { testDb, uniqueIp } from './support/database';
import { addToolThroughApi, expectToast } from './support/dashboard';

// Forms that start filled in (the purchase form, My Profile) are visible before their script runs. A visitor who
// replaces the starting text at full speed right after the page arrives keeps every character, and the form sends
// what they typed (docs/decisions/0070-contact-form-without-a-swap.md). Without the fix the script wrote the
// starting values back over the typing.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { admin } = fileActors(tag, { admin: ['early-stocker', 'admin'] });
const ARRIVALS = ['commit', 'domcontentloaded', 'load'] as const;

/** A slow connection for the page's scripts (not its HTML), so that the typing surely starts before they run. */
test.beforeEach(async ({ page }) => {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
});

/** Selects the field's text and types over it key by key, without waiting for anything but the field. */
async function typeOver(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

test('typing over the purchase form as the page loads keeps every character, and the order carries it', async ({ page, signedIn }) => {
  test.slow();
  const tool = await addToolThroughApi(admin, tag, { price: 380, minimum: 10, stock: 400 });
  const customer = await signedIn({ name: 'Early Buyer' });
  await (await testDb()).collection('users').updateOne({ email: customer.email }, { $set: { number: '01700000001', address: 'Mirpur, Dhaka' } });

  for (const [trial, arrival] of ARRIVALS.entries()) {
    const typed = { Quantity: String(120 + trial), 'Phone number': `0171122334${trial}`, Address: `House ${trial}, Road 3, Dhanmondi, Dhaka` };
    await page.goto(`/purchase/${tool.id}`, { waitUntil: arrival });
    for (const [label, text] of Object.entries(typed)) await typeOver(page, label, text);
    for (const [label, text] of Object.entries(typed)) {
      await expect(page.getByLabel(label, { exact: true }), `${label} (${arrival})`).toHaveValue(text, { timeout: 1_000 });
    }
    await expect(page.getByTestId('order-total'), `the form's own state has the typed quantity (${arrival})`).toHaveText(
      `Total: ${formatBDT((120 + trial) * 380)}`,
    );
  }

  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, toasts.orderSaved);
  const order = await (await testDb()).collection('orders').findOne({ email: customer.email });
  expect(order).toMatchObject({ phone: '01711223342', address: 'House 2, Road 3, Dhanmondi, Dhaka', total: 122 * 380 });
  // The quantity is its one line's (orders hold lines, models/Order.ts).
  expect(order?.lines).toHaveLength(1);
  expect(order?.lines[0]).toMatchObject({ quantity: 122, unitPrice: 380 });
});

test('typing over My Profile as the page loads keeps every character, and the update saves it', async ({ page, signedIn }) => {
  const customer = await signedIn({ name: 'Old Name' });
  await (await testDb()).collection('users').updateOne({ email: customer.email }, { $set: { number: '01700000001', address: 'Mirpur, Dhaka' } });

  for (const [trial, arrival] of ARRIVALS.entries()) {
    const typed = { Name: `Farhana Rahman ${trial}`, 'Phone number': `0181122334${trial}`, Address: `Road ${trial}, Banani, Dhaka` };
    await page.goto('/dashboard', { waitUntil: arrival });
    for (const [label, text] of Object.entries(typed)) await typeOver(page, label, text);
    for (const [label, text] of Object.entries(typed)) {
      await expect(page.getByLabel(label, { exact: true }), `${label} (${arrival})`).toHaveValue(text, { timeout: 1_000 });
    }
  }

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, toasts.profileUpdated);
  const account = await (await testDb()).collection('users').findOne({ email: customer.email });
  expect(account).toMatchObject({ name: 'Farhana Rahman 2', number: '01811223342', address: 'Road 2, Banani, Dhaka' });
});

test('text selected in the address before the script runs is still selected after it: what is typed next replaces it', async ({ page, signedIn }) => {
  const customer = await signedIn({ name: 'Selecting Customer' });
  await (await testDb()).collection('users').updateOne({ email: customer.email }, { $set: { number: '01700000001', address: 'Mirpur, Dhaka' } });

  await page.goto('/dashboard', { waitUntil: 'commit' });
  const address = page.getByLabel('Address', { exact: true });
  await address.press('ControlOrMeta+a');
  const takenOver = () => address.evaluate((field) => Object.keys(field).some((key) => key.startsWith('__reactProps')));
  expect(await takenOver(), 'the text was selected before the script ran').toBe(false);
  // React puts a text area back to its starting text as it takes it over, and the selection went with it: the typing
  // below went in front of "Mirpur, Dhaka".
  await expect.poll(takenOver, { timeout: 30_000 }).toBe(true);
  await address.pressSequentially('Road 9, Uttara');
  await expect(address).toHaveValue('Road 9, Uttara');

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, toasts.profileUpdated);
  const account = await (await testDb()).collection('users').findOne({ email: customer.email });
  expect(account).toMatchObject({ address: 'Road 9, Uttara' });
});
