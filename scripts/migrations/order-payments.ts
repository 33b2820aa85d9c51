/**
 * Migration (docs/payments.md): orders from before payments were recorded. "Paid" used to mean that the customer
 * pressed Confirm; no money moved. Such an order is now what that press means today: confirmed with cash on delivery,
 * its payment due (an admin records the cash when it is collected). Its timeline's "paid" step becomes "confirmed",
 * and an unconfirmed order is unpaid. Safe to run again: it only touches orders without a payment state.
 */
import type { mongo } from 'mongoose';

type OldOrder = { _id: mongo.ObjectId; status?: string; timeline?: { status: string; at: Date; by?: string }[]; mailsDue?: string[] };

export async function migrateOrderPayments(db: mongo.Db): Promise<{ orders: number }> {
  const orders = db.collection<OldOrder>('orders');
  let migrated = 0;
  for await (const order of orders.find({ 'payment.status': { $exists: false } })) {
    const status = order.status === 'paid' ? 'confirmed' : (order.status ?? 'pending');
    const confirmed = status !== 'pending';
    const rename = (step: string) => (step === 'paid' ? 'confirmed' : step);
    const result = await orders.updateOne(
      { _id: order._id, 'payment.status': { $exists: false } },
      {
        $set: {
          status,
          payment: confirmed ? { method: 'cash', status: 'due' } : { method: null, status: 'unpaid' },
          timeline: (order.timeline ?? []).map((step) => ({ ...step, status: rename(step.status) })),
          ...(order.mailsDue ? { mailsDue: [...new Set(order.mailsDue.map(rename))] } : {}),
        },
      },
    );
    migrated += result.modifiedCount;
  }
  return { orders: migrated };
}
