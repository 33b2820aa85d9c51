import 'server-only';
import { isAdmin, requireAccess } from '@/lib/access';
import type { Caller } from '@/lib/auth/caller';
import { lastShopDays } from '@/lib/dates';
import { connectToDatabase } from '@/lib/db';
import type { OrderStatus } from '@/lib/order-status';
import { Order } from '@/models/Order';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';

/** How many shop days the overview's charts cover, today included. */
export const OVERVIEW_DAYS = 30;
/** How many orders, tools and reviews each overview list shows (each links to the full list). */
export const OVERVIEW_LIST_SIZE = 5;

/** One shop day (Asia/Dhaka) of the overview: orders placed that day, and the totals of orders paid that day. */
export type OverviewDay = { day: string; orders: number; revenue: number };

export type OrderToShip = { id: string; product: string; quantity: number; total: number; email: string; createdAt: string };
export type LowStockTool = { id: string; name: string; stock: number; minimum: number };
export type RecentReview = { id: string; name: string; review: string; ratings: string; createdAt: string | null };

/** The admin's overview of the shop (docs/admin.md). */
export type Overview = {
  days: OverviewDay[];
  totals: { orders: number; revenue: number };
  /** Orders by where they wait: for the customer to pay, for the shop to ship, on their way. */
  waiting: Record<Exclude<OrderStatus, 'delivered'>, number>;
  oldestToShip: OrderToShip[];
  lowStock: { count: number; tools: LowStockTool[] };
  newestReviews: RecentReview[];
};

/**
 * Orders placed and revenue per shop day. The day boundaries are computed here, in the shop's time zone, and each
 * order falls in a bucket by its milliseconds since the first boundary: `$bucket` runs on MongoDB and on the
 * embedded engine alike, whose time-zone date operators are far too slow for thousands of orders. The bucket
 * edges sit half a millisecond before each midnight, so no moment ever lands exactly on an edge (the embedded
 * engine puts a value equal to an inner edge in the bucket below it; MongoDB in the one above)
 * (docs/decisions/0050-admin-overview.md).
 */
async function perDay(days: Date[], end: Date): Promise<{ orders: number[]; revenue: number[] }> {
  const start = days[0]!;
  const range = { $gte: start, $lt: end };
  const boundaries = [...days, end].map((day) => day.getTime() - start.getTime() - 0.5);
  const bucketOf = (moment: unknown) => ({ $subtract: [moment, start] });
  const [placed, paid] = await Promise.all([
    // Served by the { createdAt: -1 } index.
    Order.aggregate<{ _id: number; orders: number }>([
      { $match: { createdAt: range } },
      { $bucket: { groupBy: bucketOf('$createdAt'), boundaries, output: { orders: { $sum: 1 } } } },
    ]),
    // Revenue is the totals of orders paid that day, by the `paid` step of their timeline; served by the
    // { 'timeline.status': 1, 'timeline.at': 1 } index through $elemMatch. An order is paid once (one conditional
    // update), so its paid step is the one that matched; anything else would land in the ignored "outside" bucket.
    Order.aggregate<{ _id: number | 'outside'; revenue: number }>([
      { $match: { timeline: { $elemMatch: { status: 'paid', at: range } } } },
      {
        $bucket: {
          groupBy: bucketOf({ $arrayElemAt: ['$timeline.at', { $indexOfArray: ['$timeline.status', 'paid'] }] }),
          boundaries,
          default: 'outside',
          output: { revenue: { $sum: '$total' } },
        },
      },
    ]),
  ]);
  const perBucket = <T extends { _id: number | 'outside' }>(rows: T[], value: (row: T) => number) =>
    days.map((_, index) => {
      const row = rows.find((candidate) => Number(candidate._id) === boundaries[index]);
      return row ? value(row) : 0;
    });
  return { orders: perBucket(placed, (row) => row.orders), revenue: perBucket(paid, (row) => row.revenue) };
}

/** Counts of orders waiting on someone, each counted on the { status: 1, createdAt: -1, _id: -1 } index alone. */
async function waitingOrders(): Promise<Overview['waiting']> {
  const [pending, paid, shipped] = await Promise.all(
    (['pending', 'paid', 'shipped'] as const).map((status) => Order.countDocuments({ status })),
  );
  return { pending: pending!, paid: paid!, shipped: shipped! };
}

async function oldestToShip(): Promise<OrderToShip[]> {
  const orders = await Order.find({ status: 'paid' }).sort({ createdAt: 1 }).limit(OVERVIEW_LIST_SIZE).lean();
  return orders.map((order) => ({
    id: order._id.toString(),
    product: order.product,
    quantity: order.quantity,
    total: order.total,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
  }));
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
  const { days, end } = lastShopDays(OVERVIEW_DAYS, now);
  const [counts, waiting, toShip, low, reviews] = await Promise.all([
    perDay(
      days.map((day) => day.start),
      end,
    ),
    waitingOrders(),
    oldestToShip(),
    lowStock(),
    newestReviews(),
  ]);
  const series = days.map(({ key }, index) => ({ day: key, orders: counts.orders[index]!, revenue: counts.revenue[index]! }));
  return {
    days: series,
    totals: {
      orders: series.reduce((sum, day) => sum + day.orders, 0),
      revenue: series.reduce((sum, day) => sum + day.revenue, 0),
    },
    waiting,
    oldestToShip: toShip,
    lowStock: low,
    newestReviews: reviews,
  };
}
