import { expect, fileActors, fileTag, test } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { adminToasts } from '../lib/texts';
import { createAccount } from './support/accounts';
import { uniqueIp } from './support/database';
import { addToolThroughApi, expectToast, openManageTools, rowWith } from './support/dashboard';

// The audit trail (docs/admin.md, "Audit trail"): every admin action, who did it, when, before and after.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

// One after the other: the pager test's 30 tool adds, made while the first test looks for its promotion, pushed the
// promotion off the trail's first page of 25.
test.describe.configure({ mode: 'default' });

const tag = fileTag();
const { apiAdmin } = fileActors(tag, { apiAdmin: ['registrar', 'admin'] });

test('a promotion and a tool edit show on the Audit Trail with who, what, when, before and after; filters by kind', async ({ page, signedIn }) => {
  // Four dashboard pages: more than the usual 30 s on a busy machine.
  test.slow();
  const tool = await addToolThroughApi(apiAdmin, tag, { price: 600 });
  const customer = await createAccount({ name: 'Promoted Customer' });
  const admin = await signedIn({ name: 'Trail Admin', role: 'admin' });

  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: `Make Admin ${customer.email}` }).click();
  await expectToast(page, adminToasts.madeAdmin);

  await openManageTools(page, tool.name);
  await page.getByRole('button', { name: `Edit ${tool.name}` }).click();
  await page.getByLabel(`Price of ${tool.name}`).fill('650');
  await page.getByRole('button', { name: `Save ${tool.name}` }).click();
  await expectToast(page, adminToasts.toolUpdated);
  await expect(rowWith(page, 'tool-row', tool.name).getByTestId('tool-price')).toHaveText(formatBDT(650));

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL('/dashboard/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  const promotion = page.getByTestId('audit-entry').filter({ hasText: customer.email });
  await expect(promotion).toHaveAttribute('data-action', 'user.promoted');
  await expect(promotion.getByRole('cell').nth(1)).toHaveText(admin.email);
  await expect(promotion.getByRole('cell').nth(2)).toHaveText('Made admin');
  await expect(promotion.getByTestId('audit-change')).toHaveText('role: customer → admin');
  await expect(promotion.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  const edit = page.getByTestId('audit-entry').filter({ hasText: tool.name }).filter({ hasText: 'Edited tool' });
  await expect(edit.getByRole('cell').nth(1)).toHaveText(admin.email);
  // Only the price changed, so only the price is recorded.
  await expect(edit.getByTestId('audit-change')).toHaveText(['price: 600 → 650']);

  await page.getByRole('navigation', { name: 'Kinds of action' }).getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL('/dashboard/audit?kind=tools');
  await expect(page.getByRole('navigation', { name: 'Kinds of action' }).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('audit-entry').filter({ hasText: tool.name }).first()).toBeVisible();
  await expect(page.getByTestId('audit-entry').filter({ hasText: customer.email })).toHaveCount(0);
  for (const action of await page.getByTestId('audit-entry').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')))) {
    expect(action).toMatch(/^tool\./);
  }
});

test('the trail pages through plain links, and a bad page or kind shows the first page of everything', async ({ page, signedIn }) => {
  test.slow();
  await signedIn({ name: 'Pager Admin', role: 'admin' });
  // 30 tool adds by the API admin: more than one page of 25.
  for (let index = 0; index < 30; index += 1) await addToolThroughApi(apiAdmin, tag, { name: `Trail Tool ${tag} ${index}` });
  await page.goto('/dashboard/audit?kind=tools');
  const pages = page.getByRole('navigation', { name: 'Audit trail pages' });
  await expect(pages).toBeVisible();
  await expect(page.getByTestId('audit-entry')).toHaveCount(25);
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/dashboard/audit?kind=tools&page=2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/dashboard/audit?kind=%24ne&page=-1');
  await expect(page.getByRole('navigation', { name: 'Kinds of action' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('audit-entry')).toHaveCount(25);
});
