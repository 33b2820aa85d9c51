/**
 * Migration (docs/orders.md, "Orders with lines"): an order used to be one tool, its fields on the order itself
 * (toolId, product, quantity, unitPrice, reserved). Now an order holds lines, a subtotal and a delivery charge. This
 * moves each old order's tool into its one line (the charge is nothing: one-tool purchases were delivered free) and
 * removes the old fields. Safe to run again, and on a database where some orders are new: it only touches orders
 * without lines, and each with one conditional update.
 */
import type { mongo } from 'mongoose';

type OldOrder = {
  _id: mongo.ObjectId;
  toolId?: mongo.ObjectId;
  product?: string;
  quantity?: number;
  unitPrice?: number;
  reserved?: number;
  total?: number;
};

export async function migrateOrderLines(db: mongo.Db): Promise<{ orders: number }> {
  const orders = db.collection<OldOrder>('orders');
  let migrated = 0;
  for await (const order of orders.find({ lines: { $exists: false } })) {
    if (!order.toolId) continue;
    const quantity = order.quantity ?? 1;
    const total = order.total ?? (order.unitPrice ?? 0) * quantity;
    const line = {
      toolId: order.toolId,
      product: order.product ?? '',
      quantity,
      unitPrice: order.unitPrice ?? total / quantity,
      lineTotal: total,
      // Orders from before `reserved` was recorded always took their quantity.
      reserved: order.reserved ?? quantity,
    };
    const result = await orders.updateOne(
      { _id: order._id, lines: { $exists: false } },
      {
        $set: { lines: [line], subtotal: total, deliveryCharge: 0, total },
        $unset: { toolId: '', product: '', quantity: '', unitPrice: '', reserved: '' },
      },
    );
    migrated += result.modifiedCount;
  }
  return { orders: migrated };
}
