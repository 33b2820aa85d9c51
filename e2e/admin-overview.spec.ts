import { expect, fileTag, test } from './support/fixtures';
import mongoose from 'mongoose';
import { lastShopDays } from '../lib/domain/dates';
import { formatBDT } from '../lib/domain/money';
import { migrateOrderTally } from '../scripts/migrations/order-tally';
import { testDb, uniqueIp } from './support/database';
import { insertTool } from './support/records';

// The admin's overview (docs/admin.md, "Overview"): the dashboard home of admins; customers keep My Profile there.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();

const HOUR = 60 * 60 * 1000;

type Money = { method: 'online' | 'cash'; confirmed: Date; paid?: Date; status?: 'confirmed' | 'shipped' };

/**
 * Orders seeded straight into the database as the shop would have written them: placed, and (`money`) confirmed with a
 * way to pay, its money in (validated online or cash recorded) when the test says, or still due.
 */
function seededOrder(product: string, total: number, placed: Date, money?: Money) {
  const by = 'seeded@mrittika.test';
  const timeline = [{ status: 'pending', at: placed, by }];
  if (money) timeline.push({ status: 'confirmed', at: money.confirmed, by });
  if (money?.paid) timeline.push({ status: 'paid', at: money.paid, by });
  const payment = !money
    ? { method: null, status: 'unpaid' }
    : money.paid
      ? { method: money.method, status: 'paid', paidAt: money.paid }
      : { method: money.method, status: 'due' };
  return {
    toolId: new mongoose.Types.ObjectId(),
    product,
    quantity: 1,
    unitPrice: total,
    total,
    email: by,
    userName: 'Seeded Buyer',
    phone: '01711000000',
    address: 'Dhaka',
    status: money ? (money.status ?? 'confirmed') : 'pending',
    payment,
    timeline,
    createdAt: placed,
    updatedAt: timeline.at(-1)!.at,
  };
}

test('the overview counts orders and revenue (money in) per Dhaka day as a hand count of the seeded orders says', async ({ page, signedIn }) => {
  // Twelve and eleven days ago: inside the chart, on days no other test places orders.
  const { days } = lastShopDays(30, new Date());
  const placedDay = days[17]!;
  const paidDay = days[18]!;
  const nextDay = days[19]!;
  const product = `Seeded Float ${tag}`;
  const db = await testDb();
  await db.collection('orders').insertMany([
    // Placed at the first and the last moment of the day, and in between.
    seededOrder(product, 1200, placedDay.start, { method: 'online', confirmed: new Date(paidDay.start.getTime() + HOUR), paid: new Date(paidDay.start.getTime() + HOUR) }),
    seededOrder(product, 3450, new Date(placedDay.start.getTime() + 5 * HOUR), {
      method: 'cash',
      confirmed: new Date(placedDay.start.getTime() + 6 * HOUR),
      paid: new Date(nextDay.start.getTime() - 1000),
    }),
    seededOrder(product, 800, new Date(paidDay.start.getTime() - 1)),
    // Confirmed and sent on paidDay with cash on delivery, its cash not collected yet: no money in, so no revenue.
    seededOrder(product, 975, new Date(placedDay.start.getTime() + 7 * HOUR), { method: 'cash', confirmed: new Date(paidDay.start.getTime() + 2 * HOUR), status: 'shipped' }),
  ]);
  // The hand count: the four orders above were placed on placedDay; money came in for two on paidDay, 1200 + 3450.
  // Nothing else in the database falls on those days.
  const onDay = (day: { start: Date }, end: { start: Date }) => ({ $gte: day.start, $lt: end.start });
  expect(await db.collection('orders').countDocuments({ createdAt: onDay(placedDay, paidDay) })).toBe(4);
  expect(await db.collection('orders').countDocuments({ 'timeline.at': onDay(paidDay, nextDay) })).toBe(3);
  expect(await db.collection('orders').countDocuments({ 'payment.paidAt': onDay(paidDay, nextDay) })).toBe(2);
  // Written past the shop, so counted into the overview's tallies by the migration, as a deploy would.
  await migrateOrderTally(db);

  await signedIn({ name: 'Overview Admin', role: 'admin' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  // The numbers, as screen readers get them: one table per chart, a row per day.
  const orders = page.getByRole('table', { name: 'Orders placed per day' });
  const revenue = page.getByRole('table', { name: 'Revenue per day (BDT, money in that day)' });
  await expect(orders.getByRole('row')).toHaveCount(31);
  await expect(orders.locator(`tr[data-day="${placedDay.key}"] td`)).toHaveText('4');
  await expect(orders.locator(`tr[data-day="${paidDay.key}"] td`)).toHaveText('0');
  await expect(revenue.locator(`tr[data-day="${placedDay.key}"] td`)).toHaveText(formatBDT(0));
  await expect(revenue.locator(`tr[data-day="${paidDay.key}"] td`)).toHaveText(formatBDT(4650));

  // The chart itself: an image drawn on the server, with a title and a description that sums it up.
  const chart = page.getByRole('img', { name: /^Orders placed per day/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(30);
  await expect(page.getByTestId('revenue-per-day-chart').locator('desc')).toContainText('in all; the highest day was');

  // Confirmed orders wait in the list of orders to ship, oldest first: the seeded ones are among the oldest; the shipped
  // one is on its way.
  const toShip = page.getByTestId('overview-to-ship-list').getByRole('row').filter({ hasText: product });
  await expect(toShip).toHaveCount(2);
  await expect(toShip.first()).toContainText(formatBDT(1200));
  await expect(toShip.last()).toContainText(formatBDT(3450));

  // Money owed back waits too, on Payments.
  await expect(page.getByTestId('overview-refunds-due')).toHaveText(/^\d+$/);
  await expect(page.getByRole('link', { name: 'See them on Payments' })).toHaveAttribute('href', '/dashboard/payments?status=refund_due');
});

test('the overview counts tools with less stock than their minimum order, and links each to Edit Tool', async ({ page, signedIn }) => {
  // At least one tool short of stock, whatever the other tests leave.
  await insertTool(tag, { stock: 0, minimum: 1_000_000 });
  await signedIn({ name: 'Stock Admin', role: 'admin' });
  const tools = (await testDb()).collection('tools');
  // Other tests change stock meanwhile: compare with the database once it stood still around the page load.
  await expect
    .poll(async () => {
      const before = await tools.countDocuments({ $expr: { $lt: ['$stock', '$minimum'] } });
      await page.goto('/dashboard');
      const shown = await page.getByTestId('overview-low-stock-count').textContent();
      const after = await tools.countDocuments({ $expr: { $lt: ['$stock', '$minimum'] } });
      return before === after ? shown === `${after} ${after === 1 ? 'tool has' : 'tools have'} less stock than their minimum order.` : 'moving';
    })
    .toBe(true);
  // The list shows the lowest stock first, a few at most: other tests' tools may fill it before this one. Whichever
  // it shows, each link names a tool short of stock and leads to that tool's Edit Tool page.
  const links = page.getByTestId('overview-low-stock-list').getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    const id = /^\/dashboard\/manageproduct\/([0-9a-f]{24})$/.exec(href ?? '')?.[1];
    expect(id, `Edit Tool link ${href}`).toBeDefined();
    const listed = await tools.findOne({ _id: new mongoose.Types.ObjectId(id) });
    expect(listed?.name).toBe((await link.textContent())?.trim());
    expect(listed!.stock).toBeLessThan(listed!.minimum);
  }
});

test("a customer's dashboard home stays My Profile, also at /dashboard/profile; the overview is not theirs", async ({ page, signedIn }) => {
  const customer = await signedIn({ name: 'Home Customer' });
  for (const path of ['/dashboard', '/dashboard/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-email')).toHaveText(customer.email);
    await expect(page.getByRole('heading', { name: 'Overview' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Orders placed per day' })).toHaveCount(0);
  }
});
