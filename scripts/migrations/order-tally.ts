/**
 * Sets the admin overview's order tallies (models/OrderTally.ts: per shop day, orders placed and the money that came
 * in; per status, the orders in it) from the orders themselves: for a database from before the tallies, after a
 * write that stopped between an order and its tally, or after orders written straight to the database. The data
 * layer keeps them with `$inc` on every order placed, paid, moved on or deleted (docs/decisions/0050-admin-overview.md).
 * Safe to run again: it writes absolute values, and only when they differ. Run it while no orders are being written
 * (a deploy): one written meanwhile may be counted twice or not at all until it runs again.
 */
import type { mongo } from 'mongoose';
import { shopDayKey } from '../../lib/domain/dates';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/domain/order-status';
import { dayTally, statusTally } from '../../models/OrderTally';

type Figures = { orders: number; revenue: number };
type StoredOrder = { _id: mongo.ObjectId; createdAt?: Date; status?: string; total?: number; payment?: { status?: string; paidAt?: Date } };

/** The tallies as the orders say they should be; keys whose figures are all zero are left out. */
async function countOrders(db: mongo.Db): Promise<{ orders: number; tallies: Map<string, Figures> }> {
  const tallies = new Map<string, Figures>();
  const add = (key: string, figure: keyof Figures, amount: number) => {
    const figures = tallies.get(key) ?? { orders: 0, revenue: 0 };
    figures[figure] += amount;
    tallies.set(key, figures);
  };
  let orders = 0;
  const found = db.collection<StoredOrder>('orders').find({}, { projection: { createdAt: 1, status: 1, total: 1, payment: 1 } });
  for await (const order of found) {
    orders += 1;
    add(dayTally(shopDayKey(order.createdAt ?? order._id.getTimestamp())), 'orders', 1);
    if ((ORDER_STATUSES as readonly string[]).includes(order.status ?? '')) add(statusTally(order.status as OrderStatus), 'orders', 1);
    // Revenue is money in (validated online, or cash recorded) on the day it came in; money refunded is not.
    if (order.payment?.status === 'paid' && order.payment.paidAt) add(dayTally(shopDayKey(order.payment.paidAt)), 'revenue', order.total ?? 0);
  }
  return { orders, tallies };
}

export async function migrateOrderTally(db: mongo.Db): Promise<{ orders: number; tallies: number; changed: boolean }> {
  const { orders, tallies: expected } = await countOrders(db);
  const collection = db.collection<{ key: string; orders?: number; revenue?: number }>('ordertallies');
  const stored = (await collection.find().toArray()).filter((tally) => (tally.orders ?? 0) !== 0 || (tally.revenue ?? 0) !== 0);
  const same =
    stored.length === expected.size &&
    stored.every((tally) => expected.get(tally.key)?.orders === (tally.orders ?? 0) && expected.get(tally.key)?.revenue === (tally.revenue ?? 0));
  if (same) return { orders, tallies: expected.size, changed: false };
  // Deleted and written anew: this also removes duplicates the embedded engine may have let concurrent upserts make.
  await collection.deleteMany({});
  if (expected.size > 0) await collection.insertMany([...expected].map(([key, figures]) => ({ key, ...figures })));
  return { orders, tallies: expected.size, changed: true };
}
