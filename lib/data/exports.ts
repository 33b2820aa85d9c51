import 'server-only';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { csvStream, type CsvCell } from '@/lib/domain/csv';
import { SHOP_TIME_ZONE, nextShopDay, shopDateTimeText, shopDayKey, shopDayStart } from '@/lib/domain/dates';
import { connectToDatabase } from '@/lib/infra/db';
import { orderExportQuerySchema } from '@/lib/validation/exports';
import { linesOf } from '@/lib/data/order-records';
import { Order, type OrderLine } from '@/models/Order';
import { User } from '@/models/User';

/** A CSV download: its file name and its rows as a stream (lib/domain/csv.ts). */
export type CsvExport = { filename: string; body: ReadableStream<Uint8Array> };

/** Each batch the cursor fetches; only one is in memory at a time. */
const BATCH = 500;

const when = (date: Date | null | undefined) => (date ? shopDateTimeText(date) : null);

/**
 * Admins export orders as CSV (docs/admin.md, "Exports"): those placed from `from` to `to` (shop days, both
 * included; either may be left out) in one status or all, oldest first, streamed from a database cursor.
 * Times are the shop's wall clock, as the header says.
 */
export async function exportOrders(caller: Caller | null, query: unknown): Promise<CsvExport> {
  requireAccess(caller, isAdmin);
  const { from, to, status = 'all' } = orderExportQuerySchema.parse(query);
  await connectToDatabase();
  const placed: { $gte?: Date; $lt?: Date } = {};
  if (from) placed.$gte = shopDayStart(from);
  if (to) placed.$lt = shopDayStart(nextShopDay(to));
  const filter = {
    ...(from || to ? { createdAt: placed } : {}),
    ...(status === 'all' ? {} : { status }),
  };
  // One pass, no pages: sorting on createdAt alone lets { createdAt: -1 } (or, with a status, { status: 1,
  // createdAt: -1, _id: -1 }) deliver the order, so the database never sorts 100,000 orders in memory either.
  const orders = Order.find(filter).sort({ createdAt: 1 }).lean().cursor({ batchSize: BATCH });
  const zone = `(${SHOP_TIME_ZONE})`;
  type Exported = typeof orders extends AsyncIterable<infer T> ? T : never;
  // One row per line of an order, each carrying the order's own columns, so that a sheet can add up either. Each
  // heading stands beside what its column holds.
  const columns: [heading: string, cell: (order: Exported, line: OrderLine) => CsvCell][] = [
    ['Order id', (order) => order._id.toString()],
    [`Placed ${zone}`, (order) => when(order.createdAt)],
    [`Paid ${zone}`, (order) => when(order.payment?.status === 'paid' ? order.payment.paidAt : null)],
    ['Status', (order) => order.status],
    ['Payment method', (order) => order.payment?.method ?? ''],
    ['Payment status', (order) => order.payment?.status ?? 'unpaid'],
    ['Customer', (order) => order.userName],
    ['E-mail', (order) => order.email],
    ['Phone', (order) => order.phone],
    ['Address', (order) => order.address],
    ['District', (order) => order.district ?? ''],
    ['Product', (_, line) => line.product],
    ['Quantity', (_, line) => line.quantity],
    ['Unit price (BDT)', (_, line) => line.unitPrice],
    ['Line total (BDT)', (_, line) => line.lineTotal],
    ['Delivery (BDT)', (order) => order.deliveryCharge ?? 0],
    ['Order total (BDT)', (order) => order.total],
  ];
  const body = csvStream(
    columns.map(([heading]) => heading),
    orders,
    (order) => linesOf(order).map((line) => columns.map(([, cell]) => cell(order, line))),
  );
  const range = from || to ? `-${from || 'start'}-to-${to || shopDayKey(new Date())}` : '';
  return { filename: `orders${range}${status === 'all' ? '' : `-${status}`}.csv`, body };
}

/** Admins export every account as CSV, oldest first (by id, which grows with time), streamed like the orders. */
export async function exportUsers(caller: Caller | null): Promise<CsvExport> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  const users = User.find().sort({ _id: 1 }).lean().cursor({ batchSize: BATCH });
  const header = ['Id', 'E-mail', 'Name', 'Role', 'Phone', 'Address', `Joined (${SHOP_TIME_ZONE})`];
  const body = csvStream(header, users, (user) => [
    [user._id.toString(), user.email, user.name, user.role, user.number, user.address, when(user.createdAt)],
  ]);
  return { filename: `users-${shopDayKey(new Date())}.csv`, body };
}
