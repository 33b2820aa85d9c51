/**
 * One-off migration (docs/orders.md): an order's state used to live in two places, `orders.status` and a
 * `confirmedorders` record per paid order. Now each order holds its status and a timeline of how it got there.
 * This folds every confirmed-order record into its order, gives every order its timeline, and drops the old
 * collection. Safe to run again: it only touches orders without a timeline, and the collection once.
 */
import type { mongo } from 'mongoose';

type OldConfirmed = { orderId: mongo.ObjectId; status?: string; createdAt?: Date; updatedAt?: Date };
type Event = { status: string; at: Date; by?: string };

export async function migrateOrderState(db: mongo.Db): Promise<{ orders: number; droppedConfirmedOrders: boolean }> {
  const confirmed = new Map<string, OldConfirmed>();
  const hasOld = (await db.listCollections({ name: 'confirmedorders' }).toArray()).length > 0;
  if (hasOld) {
    for await (const record of db.collection<OldConfirmed>('confirmedorders').find()) {
      confirmed.set(record.orderId.toString(), record);
    }
  }
  let migrated = 0;
  const orders = db.collection('orders').find({ timeline: { $exists: false } });
  for await (const order of orders) {
    const record = confirmed.get(order._id.toString());
    const placedAt: Date = order.createdAt ?? order._id.getTimestamp();
    const timeline: Event[] = [{ status: 'pending', at: placedAt, by: order.email }];
    // The old record's status was the one admins moved on; the order's own copy could only lag behind it.
    const status: string = record?.status ?? order.status ?? 'pending';
    if (status !== 'pending') {
      const paidAt = record?.createdAt ?? order.updatedAt ?? placedAt;
      // Who confirmed was not recorded; the customer usually did.
      timeline.push({ status: 'paid', at: paidAt, by: order.email });
      // Only the latest move on was dated (the record's updatedAt), and not who made it.
      if (status !== 'paid') timeline.push({ status, at: record?.updatedAt ?? paidAt });
    }
    const result = await db.collection('orders').updateOne(
      { _id: order._id, timeline: { $exists: false } },
      { $set: { status, timeline } },
    );
    migrated += result.modifiedCount;
  }
  if (hasOld) await db.collection('confirmedorders').drop();
  return { orders: migrated, droppedConfirmedOrders: hasOld };
}
