import 'server-only';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { lastShopDays } from '@/lib/domain/dates';
import { connectToDatabase } from '@/lib/infra/db';
import type { OrderStatus } from '@/lib/domain/order-status';
import { goodsOf, linesOf } from '@/lib/data/order-records';
import { Order } from '@/models/Order';
import { OrderTally, dayTally, statusTally } from '@/models/OrderTally';
import { Payment } from '@/models/Payment';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';

/** How many shop days the overview's charts cover, today included. */
export const OVERVIEW_DAYS = 30;
/** How many orders, tools and reviews each overview list shows (each links to the full list). */
export const OVERVIEW_LIST_SIZE = 5;

/**
 * One shop day (Asia/Dhaka) of the overview: orders placed that day, and the money that came in that day (online
 * payments the gateway validated, cash an admin recorded), less what was refunded of it (docs/payments.md).
 */
export type OverviewDay = { day: string; orders: number; revenue: number };

export type OrderToShip = { id: string; product: string; quantity: number; total: number; email: string; createdAt: string };
export type LowStockTool = { id: string; name: string; stock: number; minimum: number };
export type RecentReview = { id: string; name: string; review: string; ratings: string; createdAt: string | null };

/** The admin's overview of the shop (docs/admin.md). */
export type Overview = {
  days: OverviewDay[];
  totals: { orders: number; revenue: number };
  /** Orders by where they wait: for the customer to pay, for the shop to ship, on their way. */
  waiting: Record<(typeof WAITING_STATUSES)[number], number>;
  oldestToShip: OrderToShip[];
  lowStock: { count: number; tools: LowStockTool[] };
  newestReviews: RecentReview[];
  /** Payment attempts whose money must go back and nobody has sent yet (the Payments page, `?status=refund_due`). */
  refundsDue: number;
};

/** The statuses whose orders wait on someone (delivered ones wait on no one). */
const WAITING_STATUSES = ['pending', 'confirmed', 'shipped'] as const satisfies readonly OrderStatus[];

/**
 * Orders placed and revenue paid per shop day, and the orders waiting in each status, all read from the running
 * tallies (models/OrderTally.ts) in one query of a few dozen small documents: no order is read. The writes that
 * place, pay, move on or delete an order keep them (lib/data/orders.ts); scripts/migrations/order-tally.ts rebuilds
 * them from the orders (docs/decisions/0050-admin-overview.md).
 */
async function tallies(dayKeys: string[]): Promise<{ days: Omit<OverviewDay, 'day'>[]; waiting: Overview['waiting'] }> {
  const keys = [...dayKeys.map(dayTally), ...WAITING_STATUSES.map(statusTally)];
  const rows = await OrderTally.find({ key: { $in: keys } }).lean();
  // Added up per key: the embedded engine does not enforce the unique key, so concurrent first upserts may make two.
  const total = (key: string, figure: 'orders' | 'revenue') =>
    rows.reduce((sum, row) => (row.key === key ? sum + (row[figure] ?? 0) : sum), 0);
  return {
    days: dayKeys.map((day) => ({ orders: total(dayTally(day), 'orders'), revenue: total(dayTally(day), 'revenue') })),
    waiting: { pending: total(statusTally('pending'), 'orders'), confirmed: total(statusTally('confirmed'), 'orders'), shipped: total(statusTally('shipped'), 'orders') },
  };
}

async function oldestToShip(): Promise<OrderToShip[]> {
  const orders = await Order.find({ status: 'confirmed' }).sort({ createdAt: 1 }).limit(OVERVIEW_LIST_SIZE).lean();
  return orders.map((order) => {
    const lines = linesOf(order);
    return {
      id: order._id.toString(),
      // One line's name, or the goods of several in a line of text; the units of all lines.
      product: lines.length === 1 ? lines[0]!.product : goodsOf(lines),
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: order.total,
      email: order.email,
      createdAt: order.createdAt.toISOString(),
    };
  });
}

/**
 * Tools whose stock is below their minimum order, lowest stock first. No index can compare two fields, so the
 * largest minimum bounds the search first: only tools with less stock than that can qualify, and the
 * { stock: 1, _id: 1 } index finds them.
 */
async function lowStock(): Promise<Overview['lowStock']> {
  const largest = await Tool.findOne().sort({ minimum: -1 }).select({ minimum: 1 }).lean();
  if (!largest) return { count: 0, tools: [] };
  const filter = { stock: { $lt: largest.minimum }, $expr: { $lt: ['$stock', '$minimum'] } };
  const [count, tools] = await Promise.all([
    Tool.countDocuments(filter),
    Tool.find(filter).sort({ stock: 1, _id: 1 }).limit(OVERVIEW_LIST_SIZE).select({ name: 1, stock: 1, minimum: 1 }).lean(),
  ]);
  return { count, tools: tools.map((tool) => ({ id: tool._id.toString(), name: tool.name, stock: tool.stock, minimum: tool.minimum })) };
}

async function newestReviews(): Promise<RecentReview[]> {
  const reviews = await Review.find({ hidden: { $ne: true } }).sort({ createdAt: -1 }).limit(OVERVIEW_LIST_SIZE).lean();
  return reviews.map((review) => ({
    id: review._id.toString(),
    name: review.name,
    review: review.review,
    ratings: review.ratings,
    createdAt: review.createdAt?.toISOString() ?? null,
  }));
}

/** Admins: how the shop is doing over the last 30 shop days, and what waits for them. */
export async function readOverview(caller: Caller | null, now = new Date()): Promise<Overview> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  const { days } = lastShopDays(OVERVIEW_DAYS, now);
  const [counts, toShip, low, reviews, refundsDue] = await Promise.all([
    tallies(days.map((day) => day.key)),
    oldestToShip(),
    lowStock(),
    newestReviews(),
    // Served by the { status, createdAt, _id } index of models/Payment.ts.
    Payment.countDocuments({ status: 'refund_due' }),
  ]);
  const series = days.map(({ key }, index) => ({ day: key, ...counts.days[index]! }));
  return {
    days: series,
    totals: {
      orders: series.reduce((sum, day) => sum + day.orders, 0),
      revenue: series.reduce((sum, day) => sum + day.revenue, 0),
    },
    waiting: counts.waiting,
    oldestToShip: toShip,
    lowStock: low,
    newestReviews: reviews,
    refundsDue,
  };
}
