import mongoose from 'mongoose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccessDeniedError } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { Order } from '@/models/Order';
import { OrderTally } from '@/models/OrderTally';
import { RATINGS, Review } from '@/models/Review';
import { Tool } from '@/models/Tool';
import { migrateOrderTally } from '@/scripts/migrations/order-tally';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { storedLines, storedPayment } from '@/test/orders';
import { shopDayKey } from '@/lib/domain/dates';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { advanceFulfilment, deleteOrder, placeOrder } from './orders';
import { OVERVIEW_DAYS, readOverview, type Overview } from './overview';
import { confirmOrder, recordCashReceived } from './payments';
import { acceptQuote, answerQuote, requestQuote } from './quotes';

withTestDatabase('data_overview');

const admin: Caller = { id: new mongoose.Types.ObjectId().toString(), email: 'owner@example.com', name: 'Owner', role: 'admin', sessionVersion: 0, language: 'en' };
const customer: Caller = { ...admin, email: 'buyer@example.com', role: 'customer' };

// 23 Nov 2026, 18:00 in Dhaka: the 30 shop days run from 25 Oct to 23 Nov (Dhaka), i.e. from 24 Oct 18:00 UTC.
const NOW = new Date('2026-11-23T12:00:00Z');

/**
 * An order placed at `placed` (UTC) with its timeline steps; every field as the shop stores it. Its status is the last
 * status step; a `paid` step is money in (paid online, or cash recorded), anything confirmed without one is cash due.
 */
function order(
  total: number,
  placed: string,
  steps: Record<string, string> = {},
  method: 'online' | 'cash' = 'online',
  // Several lines and a delivery charge that add up to `total`; one line of one Trowel at `total` when absent.
  { lines = [['Trowel', 1, total]], deliveryCharge = 0 }: { lines?: [product: string, quantity: number, unitPrice: number][]; deliveryCharge?: number } = {},
) {
  const status = Object.keys(steps).filter((step) => (ORDER_STATUSES as readonly string[]).includes(step)).at(-1) ?? 'pending';
  const payment = storedPayment(status, steps.paid, method);
  const stored = storedLines(lines);
  const subtotal = stored.reduce((sum, line) => sum + line.lineTotal, 0);
  if (subtotal + deliveryCharge !== total) throw new Error(`The lines and delivery of an order of ${total} add up to ${subtotal + deliveryCharge}.`);
  return {
    lines: stored,
    subtotal,
    deliveryCharge,
    total,
    email: 'buyer@example.com',
    userName: 'Buyer',
    phone: '01711000000',
    address: 'Dhaka',
    status,
    payment,
    timeline: [{ status: 'pending', at: new Date(placed) }, ...Object.entries(steps).map(([step, at]) => ({ status: step, at: new Date(at) }))],
    createdAt: new Date(placed),
    updatedAt: new Date(placed),
  };
}

beforeAll(async () => {
  await Promise.all([Order.init(), OrderTally.init(), Tool.init(), Review.init()]);
  // Orders from before the tallies (or written past the data layer): counted by the migration, as a deploy runs it.
  await Order.collection.insertMany([
    // Placed 22 Nov 23:59 Dhaka, paid online 23 Nov 00:01 Dhaka.
    order(1000, '2026-11-22T17:59:00Z', { confirmed: '2026-11-22T18:01:00Z', paid: '2026-11-22T18:01:00Z' }),
    // Placed at 23 Nov 00:00 Dhaka exactly; not paid.
    order(500, '2026-11-22T18:00:00Z'),
    // Placed 24 Oct 23:59 Dhaka (before the window), paid online at 25 Oct 00:00 Dhaka (its first moment), delivered since.
    order(300, '2026-10-24T17:59:00Z', {
      confirmed: '2026-10-24T18:00:00Z',
      paid: '2026-10-24T18:00:00Z',
      shipped: '2026-10-26T05:00:00Z',
      delivered: '2026-10-28T05:00:00Z',
    }),
    // Placed 10 Nov, paid online 12 Nov, shipped.
    order(2500, '2026-11-10T06:00:00Z', { confirmed: '2026-11-12T08:00:00Z', paid: '2026-11-12T08:00:00Z', shipped: '2026-11-13T08:00:00Z' }),
    // Placed 10 Nov, not paid.
    order(700, '2026-11-10T07:00:00Z'),
    // Placed and paid 40 days before: outside every chart, but still waiting to be shipped.
    order(9000, '2026-10-14T07:00:00Z', { confirmed: '2026-10-14T08:00:00Z', paid: '2026-10-14T08:00:00Z' }),
    // Placed after NOW (a clock ahead of ours): not in the last 30 days.
    order(50, '2026-11-23T18:30:00Z'),
    // Placed 15 Nov and confirmed cash on delivery: waiting to be shipped, and no money in yet. Two lines and delivery.
    order(4000, '2026-11-15T06:00:00Z', { confirmed: '2026-11-15T07:00:00Z' }, 'cash', {
      lines: [
        ['Trowel', 2, 1500],
        ['Spacers', 100, 9],
      ],
      deliveryCharge: 100,
    }),
    // Placed 3 Nov, confirmed cash on delivery, delivered 7 Nov and its cash recorded 8 Nov: revenue on 8 Nov only.
    order(
      200,
      '2026-11-03T06:00:00Z',
      { confirmed: '2026-11-03T07:00:00Z', shipped: '2026-11-05T06:00:00Z', delivered: '2026-11-07T06:00:00Z', paid: '2026-11-08T06:00:00Z' },
      'cash',
    ),
  ]);
  expect(await migrateOrderTally(mongoose.connection.db!)).toMatchObject({ orders: 9, changed: true });
  const tool = (name: string, stock: number, minimum: number) => ({ name, desc: 'd', price: 100, stock, minimum, img: '/a.svg' });
  await Tool.create([tool('Short by four', 1, 5), tool('Exactly enough', 5, 5), tool('None left', 0, 1), tool('Bulk only', 100, 200), tool('Plenty', 500, 10)]);
  await Review.collection.insertMany(
    Array.from({ length: 7 }, (_, index) => ({
      name: `Reviewer ${index + 1}`,
      email: `r${index + 1}@example.com`,
      review: `Review ${index + 1}`,
      ratings: RATINGS[index % 5]!,
      createdAt: new Date(Date.UTC(2026, 10, 1 + index)),
    })),
  );
});

describe('readOverview: the numbers match a hand count', () => {
  it('counts orders placed per Dhaka day, and revenue on the day its money came in, over the last 30 days', async () => {
    const overview = await readOverview(admin, NOW);
    expect(overview.days).toHaveLength(OVERVIEW_DAYS);
    expect(overview.days[0]?.day).toBe('2026-10-25');
    expect(overview.days.at(-1)?.day).toBe('2026-11-23');
    const nonZero = overview.days.filter((day) => day.orders > 0 || day.revenue > 0);
    expect(nonZero).toEqual([
      { day: '2026-10-25', orders: 0, revenue: 300 },
      { day: '2026-11-03', orders: 1, revenue: 0 },
      { day: '2026-11-08', orders: 0, revenue: 200 },
      { day: '2026-11-10', orders: 2, revenue: 0 },
      { day: '2026-11-12', orders: 0, revenue: 2500 },
      { day: '2026-11-15', orders: 1, revenue: 0 },
      { day: '2026-11-22', orders: 1, revenue: 0 },
      { day: '2026-11-23', orders: 1, revenue: 1000 },
    ]);
    expect(overview.totals).toEqual({ orders: 6, revenue: 4000 });
  });

  it('lists what waits: to pay, to ship (oldest first), on the way', async () => {
    const overview = await readOverview(admin, NOW);
    // Pending: 500, 700 and the one from the future; confirmed: 1000, 9000 (paid) and 4000 (cash due); shipped: 2500.
    expect(overview.waiting).toEqual({ pending: 3, confirmed: 3, shipped: 1 });
    expect(overview.oldestToShip.map((order) => order.total)).toEqual([9000, 4000, 1000]);
    // One line by its name; several as their goods in a line of text, with the units of all lines.
    expect(overview.oldestToShip.map((order) => [order.product, order.quantity])).toEqual([
      ['Trowel', 1],
      ['Trowel x 2, Spacers x 100', 102],
      ['Trowel', 1],
    ]);
  });

  it('lists tools whose stock is below their minimum order, lowest stock first', async () => {
    const { lowStock } = await readOverview(admin, NOW);
    expect(lowStock.count).toBe(3);
    expect(lowStock.tools.map((tool) => [tool.name, tool.stock, tool.minimum])).toEqual([
      ['None left', 0, 1],
      ['Short by four', 1, 5],
      ['Bulk only', 100, 200],
    ]);
  });

  it('shows the five newest reviews, newest first', async () => {
    const { newestReviews } = await readOverview(admin, NOW);
    expect(newestReviews.map((review) => review.name)).toEqual(['Reviewer 7', 'Reviewer 6', 'Reviewer 5', 'Reviewer 4', 'Reviewer 3']);
  });

  it('is for admins only', async () => {
    await expect(readOverview(customer, NOW)).rejects.toThrow(AccessDeniedError);
    await expect(readOverview(null, NOW)).rejects.toThrow(AccessDeniedError);
  });
});

/**
 * The embedded engine has no query planner to ask (it scans every collection); on a real MongoDB, as in the
 * pull-request workflow, every overview query must be served by an index.
 */
describe('the overview reads through indexes (MongoDB only: the embedded engine has no explain)', () => {
  /** The winning plan of a query as text, or null where the engine cannot explain. */
  async function winningStages(explain: () => Promise<unknown>): Promise<string | null> {
    try {
      const answer = (await explain()) as { queryPlanner?: { winningPlan?: unknown } } | { queryPlanner?: { winningPlan?: unknown } }[];
      const planner = Array.isArray(answer) ? answer[0]?.queryPlanner : answer.queryPlanner;
      return JSON.stringify(planner?.winningPlan ?? answer);
    } catch (error) {
      if (/no such command: 'explain'|explain/i.test(String((error as Error).message))) return null;
      throw error;
    }
  }

  it('uses an index for every query, never a collection scan', async (context) => {
    const since = new Date('2026-10-24T18:00:00Z');
    const until = new Date('2026-11-23T18:00:00Z');
    const plans = {
      tallies: await winningStages(() => OrderTally.find({ key: { $in: ['day:2026-11-23', 'status:confirmed'] } }).explain('queryPlanner')),
      toShip: await winningStages(() => Order.find({ status: 'confirmed' }).sort({ createdAt: 1 }).limit(5).explain('queryPlanner')),
      exportOrders: await winningStages(() =>
        Order.find({ status: 'confirmed', createdAt: { $gte: since, $lt: until } }).sort({ createdAt: 1 }).explain('queryPlanner'),
      ),
      largestMinimum: await winningStages(() => Tool.findOne().sort({ minimum: -1 }).explain('queryPlanner')),
      lowStock: await winningStages(() =>
        Tool.find({ stock: { $lt: 200 }, $expr: { $lt: ['$stock', '$minimum'] } }).sort({ stock: 1, _id: 1 }).explain('queryPlanner'),
      ),
      reviews: await winningStages(() => Review.find().sort({ createdAt: -1 }).limit(5).explain('queryPlanner')),
    };
    if (Object.values(plans).every((plan) => plan === null)) {
      context.skip('this engine cannot explain its plans');
      return;
    }
    for (const [query, plan] of Object.entries(plans)) {
      expect(plan, query).toContain('IXSCAN');
      expect(plan, query).not.toContain('COLLSCAN');
      // Sorted by the index itself: no query sorts its documents in memory.
      expect(plan, query).not.toContain('"stage":"SORT"');
    }
  });
});

/**
 * The figures kept by the shop's own writes (placing, confirming, recording cash, shipping, delivering, deleting an
 * order) match a hand
 * count, at the edges of Dhaka days, and match what a recount of every order gives.
 */
describe('readOverview after orders go through the data layer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs `write` with the clock at `at` (UTC): the order's timestamps and timeline steps take that moment. */
  async function at<T>(moment: string, write: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(moment));
    try {
      return await write();
    } finally {
      vi.useRealTimers();
    }
  }

  /** What changed on each day between two overviews (days with no change left out), and in the waiting counts. */
  function difference(before: Overview, after: Overview) {
    const days = after.days.flatMap((day, index) => {
      const orders = day.orders - before.days[index]!.orders;
      const revenue = day.revenue - before.days[index]!.revenue;
      return orders || revenue ? [{ day: day.day, orders, revenue }] : [];
    });
    const waiting = Object.fromEntries(Object.entries(after.waiting).map(([status, count]) => [status, count - before.waiting[status as keyof Overview['waiting']]]));
    return { days, waiting };
  }

  it('counts each order placed on its Dhaka day, its revenue on the day its cash was recorded (not when confirmed), and where it waits now', async () => {
    const buyer = await createCaller('day-buyer@example.com');
    const shop = await createCaller('day-admin@example.com', 'admin');
    const tool = await Tool.create({ name: 'Day Trowel', desc: 'd', price: 250, minimum: 1, stock: 100, img: '/t.svg' });
    const place = (quantity: number) => placeOrder(buyer, { toolId: tool._id.toString(), quantity, phone: '01711000000', address: 'Dhaka' });
    const before = await readOverview(admin, NOW);

    // Placed at the last moment of 20 Nov (Dhaka), confirmed at the first of 21 Nov by three confirmations at once,
    // and its cash recorded at that same first moment by two presses at once: counted once.
    const lastMoment = await at('2026-11-20T17:59:59.999Z', () => place(1));
    await at('2026-11-20T18:00:00.000Z', () => Promise.all([1, 2, 3].map(() => confirmOrder(buyer, { orderId: lastMoment.id }))));
    const presses = await at('2026-11-20T18:00:00.000Z', () => Promise.allSettled([1, 2].map(() => recordCashReceived(shop, lastMoment.id))));
    expect(presses.filter((press) => press.status === 'fulfilled')).toHaveLength(1);
    // Placed at the first moment of 21 Nov, confirmed (cash on delivery) that noon, shipped on 22 Nov: no cash yet.
    const shipped = await at('2026-11-20T18:00:00.000Z', () => place(2));
    await at('2026-11-21T06:00:00Z', () => confirmOrder(buyer, { orderId: shipped.id }));
    await at('2026-11-22T04:00:00Z', () => advanceFulfilment(shop, shipped.id, { status: 'shipped' }));
    // Placed 21 Nov at 23:30 Dhaka (17:30 UTC), still pending.
    await at('2026-11-21T17:30:00Z', () => place(4));
    // Placed 21 Nov, then deleted while pending: it was never an order to count.
    const deleted = await at('2026-11-21T04:00:00Z', () => place(8));
    await at('2026-11-21T05:00:00Z', () => deleteOrder(buyer, deleted.id));
    // Placed and confirmed 22 Nov at 05:59 Dhaka (21 Nov 23:59 UTC), shipped, then delivered: waiting on no one. Its
    // cash is recorded at 00:30 on 23 Nov (Dhaka): that is its revenue's day.
    const delivered = await at('2026-11-21T23:59:00Z', () => place(3));
    await at('2026-11-21T23:59:30Z', () => confirmOrder(buyer, { orderId: delivered.id }));
    await at('2026-11-22T08:00:00Z', () => advanceFulfilment(shop, delivered.id, { status: 'shipped' }));
    await at('2026-11-22T09:00:00Z', () => advanceFulfilment(shop, delivered.id, { status: 'delivered' }));
    // Delivered, and no money in yet: confirming counted no revenue on any day.
    expect(difference(before, await readOverview(admin, NOW)).days).toEqual([
      { day: '2026-11-20', orders: 1, revenue: 0 },
      { day: '2026-11-21', orders: 2, revenue: 250 },
      { day: '2026-11-22', orders: 1, revenue: 0 },
    ]);
    await at('2026-11-22T18:30:00Z', () => recordCashReceived(shop, delivered.id));

    expect(difference(before, await readOverview(admin, NOW))).toEqual({
      days: [
        { day: '2026-11-20', orders: 1, revenue: 0 },
        { day: '2026-11-21', orders: 2, revenue: 250 },
        { day: '2026-11-22', orders: 1, revenue: 0 },
        { day: '2026-11-23', orders: 0, revenue: 750 },
      ],
      waiting: { pending: 1, confirmed: 1, shipped: 1 },
    });
    expect(await migrateOrderTally(mongoose.connection.db!)).toMatchObject({ changed: false });
  });

  it('keeps the same figures as a recount of every order, through races and a quote accepted ten times at once', async () => {
    const buyer = await createCaller('race-buyer@example.com');
    const shop = await createCaller('race-admin@example.com', 'admin');
    const tool = await Tool.create({ name: 'Race Float', desc: 'd', price: 100, minimum: 1, stock: 100, img: '/f.svg' });
    const placed = await Promise.all(
      [1, 2, 3, 4].map((quantity) => placeOrder(buyer, { toolId: tool._id.toString(), quantity, phone: '01711000000', address: 'Dhaka' })),
    );
    await Promise.allSettled(placed.flatMap((order) => [deleteOrder(buyer, order.id), confirmOrder(buyer, { orderId: order.id })]));
    // The cash of each order that was confirmed, recorded by two admins at once: counted once, on today.
    const confirmed = await Order.find({ _id: { $in: placed.map((order) => order.id) }, status: 'confirmed' }).lean();
    const revenueBefore = (await readOverview(admin)).totals.revenue;
    await Promise.allSettled(confirmed.flatMap((order) => [recordCashReceived(shop, order._id.toString()), recordCashReceived(shop, order._id.toString())]));
    expect((await readOverview(admin)).totals.revenue - revenueBefore).toBe(confirmed.reduce((sum, order) => sum + order.total, 0));
    const inDays = (days: number) => shopDayKey(new Date(Date.now() + days * 86_400_000));
    const contact = { phone: '01711000000', address: 'Dhaka' };
    const quote = await requestQuote(buyer, { toolId: tool._id.toString(), quantity: 500, wantedBy: inDays(30), ...contact });
    await answerQuote(shop, quote.id, { unitPrice: 90, deliveryBy: inDays(20), validUntil: inDays(7) });
    const pendingBefore = (await readOverview(admin)).waiting.pending;
    await Promise.all(Array.from({ length: 10 }, () => acceptQuote(buyer, quote.id)));
    expect((await readOverview(admin)).waiting.pending).toBe(pendingBefore + 1);
    expect(await migrateOrderTally(mongoose.connection.db!)).toMatchObject({ changed: false });
  });

  it('is put right by the migration after an order written past the data layer, which then changes nothing', async () => {
    const before = await readOverview(admin, NOW);
    await Order.collection.insertOne(order(640, '2026-11-15T10:00:00Z', { confirmed: '2026-11-16T10:00:00Z', paid: '2026-11-16T10:00:00Z' }));
    // The tallies are read, not the orders: not counted until the migration.
    expect(difference(before, await readOverview(admin, NOW))).toEqual({ days: [], waiting: { pending: 0, confirmed: 0, shipped: 0 } });
    expect(await migrateOrderTally(mongoose.connection.db!)).toMatchObject({ changed: true });
    expect(difference(before, await readOverview(admin, NOW))).toEqual({
      days: [
        { day: '2026-11-15', orders: 1, revenue: 0 },
        { day: '2026-11-16', orders: 0, revenue: 640 },
      ],
      waiting: { pending: 0, confirmed: 1, shipped: 0 },
    });
    expect(await migrateOrderTally(mongoose.connection.db!)).toMatchObject({ changed: false });
  });
});
