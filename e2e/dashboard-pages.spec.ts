import mongoose from 'mongoose';
import { expect, fileTag, test, type Page } from './support/fixtures';
import { testDb, uniqueIp } from './support/database';
import { insertConfirmedOrder, insertOrder, insertTool } from './support/records';

// All Users, Placed Orders and My Order show twenty rows a page, with links to the others (docs/decisions/0062).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();

/** The page links below a table, by their label. */
function pagesOf(page: Page, label: string) {
  return page.getByRole('navigation', { name: label });
}

test('My Order: twenty orders on page 1, the rest on page 2, newest first', async ({ page, signedIn }) => {
  const customer = await signedIn({ name: 'Busy Buyer' });
  const tool = await insertTool(tag, { price: 150, minimum: 1, stock: 1000 });
  const orders = [];
  for (let index = 0; index < 23; index += 1) orders.push(await insertOrder(tool, customer.email, { quantity: 1 }));

  await page.goto('/dashboard/myorder');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toHaveAttribute('data-order-id', orders[22]!._id.toHexString());
  const pages = pagesOf(page, 'My Order pages');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder\?page=2$/);
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toHaveAttribute('data-order-id', orders[0]!._id.toHexString());
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
});

test('Placed Orders: twenty confirmed orders a page, the newest on page 1, a second page beyond them', async ({ page, signedIn }) => {
  await signedIn({ name: 'Pages Admin', role: 'admin' });
  const buyer = `pages-buyer-${tag}@mrittika.test`;
  const tool = await insertTool(tag, { price: 170, minimum: 1, stock: 1000 });
  const confirmed = [];
  for (let index = 0; index < 21; index += 1) confirmed.push(await insertConfirmedOrder(await insertOrder(tool, buyer, { quantity: 1 })));

  await page.goto('/dashboard/confirmorder');
  const rows = page.getByTestId('placed-order-row');
  await expect(rows).toHaveCount(20);
  // Newest first: the last order confirmed here heads page 1 (unless another file confirmed one since).
  await expect(rows.filter({ hasText: buyer })).not.toHaveCount(0);
  // Confirmed with cash on delivery: listed with the order's status and where its money stands.
  await expect(rows.filter({ hasText: buyer }).first().getByTestId('placed-order-status')).toHaveText('Confirmed');
  await expect(rows.filter({ hasText: buyer }).first().getByTestId('payment-status')).toHaveText('Due on delivery');
  const pages = pagesOf(page, 'Placed Orders pages');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/dashboard\/confirmorder\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first()).toBeVisible();
});

test('All Users: twenty accounts a page, the newest first, with the others a page further', async ({ page, signedIn }) => {
  const db = await testDb();
  const now = Date.now();
  // Older than anyone registering meanwhile, so they sit together on the pages after the newest.
  const accounts = Array.from({ length: 21 }, (_, index) => ({
    _id: new mongoose.mongo.ObjectId(),
    email: `listed-${index}-${tag}@mrittika.test`,
    name: `Listed ${index}`,
    role: 'customer',
    sessionVersion: 0,
    createdAt: new Date(now - 60_000 + index),
    updatedAt: new Date(now - 60_000 + index),
  }));
  await db.collection('users').insertMany(accounts);
  try {
    const admin = await signedIn({ name: 'Users Pages Admin', role: 'admin' });
    await page.goto('/dashboard/users');
    const rows = page.getByTestId('user-row');
    await expect(rows).toHaveCount(20);
    // The admin just registered: among the newest, on page 1.
    await expect(rows.filter({ hasText: admin.email })).toHaveCount(1);
    const pages = pagesOf(page, 'All Users pages');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.filter({ hasText: admin.email })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
  } finally {
    await db.collection('users').deleteMany({ _id: { $in: accounts.map((account) => account._id) } });
  }
});
