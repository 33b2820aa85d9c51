import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/auth/caller-type';
import { toOrderSummary, type StoredOrder } from '@/lib/data/order-records';
import { Order } from '@/models/Order';
import { withTestDatabase } from '@/test/database';
import { legacyOrderFields, orderFields } from '@/test/orders';
import { migrateOrderLines } from './order-lines';

withTestDatabase('migration_order_lines');

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** Admins see every order and who moved it: the summary shows every field. */
const admin: Caller = { id: new mongoose.Types.ObjectId().toString(), email: 'admin@example.com', name: 'Admin', role: 'admin', sessionVersion: 0, language: 'en' };

/** An order as the shop stored it before orders had lines: its one tool's fields on the order itself. */
function oldOrder(email: string, fields: { quantity?: number; unitPrice?: number; reserved?: number; status?: string } = {}) {
  const { quantity = 2, unitPrice = 450, reserved, status = 'pending' } = fields;
  return {
    ...legacyOrderFields(email),
    quantity,
    unitPrice,
    total: quantity * unitPrice,
    ...(reserved === undefined ? {} : { reserved }),
    status,
    payment: { method: null, status: 'unpaid' },
    timeline: [{ status: 'pending', at: day(1), by: email }],
    createdAt: day(1),
    updatedAt: day(1),
  };
}

describe('giving orders from before lines their one line', () => {
  it('moves the tool into one line, keeps what it took, charges no delivery, removes the old fields, and changes nothing the second time', async () => {
    const db = mongoose.connection.db!;
    const orders = db.collection('orders');
    // From before `reserved` was recorded: it took its quantity.
    const unrecorded = oldOrder('a@example.com', { quantity: 3, unitPrice: 300 });
    // From a quote beyond the stock: it took nothing, and gives nothing back.
    const fromQuote = oldOrder('b@example.com', { quantity: 2000, unitPrice: 420, reserved: 0 });
    // Cancelled: its units went back already.
    const cancelled = oldOrder('c@example.com', { quantity: 4, reserved: 0, status: 'cancelled' });
    const took = oldOrder('d@example.com', { quantity: 5, unitPrice: 100, reserved: 5, status: 'confirmed' });
    // Placed after the deploy: lines already, left as it is.
    const current = {
      _id: new mongoose.Types.ObjectId(),
      ...orderFields('e@example.com', new mongoose.Types.ObjectId(), { reserved: 2 }),
      district: 'Dhaka',
      status: 'pending',
      payment: { method: null, status: 'unpaid' },
      timeline: [{ status: 'pending', at: day(2), by: 'e@example.com' }],
      createdAt: day(2),
      updatedAt: day(2),
    };
    await orders.insertMany([unrecorded, fromQuote, cancelled, took, current]);
    const currentBefore = await orders.findOne({ _id: current._id });
    // What pages showed of each old order before the migration (read as its one line).
    const summaries = new Map<string, unknown>();
    for (const old of [unrecorded, fromQuote, cancelled, took]) {
      summaries.set(old._id.toString(), toOrderSummary((await Order.findById(old._id).lean()) as StoredOrder, admin));
    }

    expect(await migrateOrderLines(db)).toEqual({ orders: 4 });

    const raw = async (id: mongoose.Types.ObjectId) => (await orders.findOne({ _id: id }))!;
    const expected: [typeof unrecorded, number][] = [
      [unrecorded, 3],
      [fromQuote, 0],
      [cancelled, 0],
      [took, 5],
    ];
    for (const [old, reserved] of expected) {
      const migrated = await raw(old._id);
      expect(migrated.lines, old.email).toEqual([
        { toolId: old.toolId, product: 'Notched Trowel', quantity: old.quantity, unitPrice: old.unitPrice, lineTotal: old.total, reserved },
      ]);
      expect(migrated, old.email).toMatchObject({ subtotal: old.total, deliveryCharge: 0, total: old.total, status: old.status, email: old.email });
      for (const gone of ['toolId', 'product', 'quantity', 'unitPrice', 'reserved']) expect(migrated, `${old.email} ${gone}`).not.toHaveProperty(gone);
      // Everything else as it was.
      expect(migrated.timeline).toEqual(old.timeline);
      expect(migrated.createdAt).toEqual(old.createdAt);
      // The model accepts it, and pages read it exactly as they read it before.
      const stored = (await Order.findById(old._id).lean())!;
      await expect(Order.hydrate(stored).validate()).resolves.toBeUndefined();
      expect(toOrderSummary(stored, admin), old.email).toEqual(summaries.get(old._id.toString()));
    }
    expect(await raw(current._id)).toEqual(currentBefore);
    expect(await orders.countDocuments({ lines: { $exists: false } })).toBe(0);
    expect(await orders.countDocuments({ toolId: { $exists: true } })).toBe(0);

    // A second run (every deploy runs it) finds nothing to do and changes nothing.
    const everything = await orders.find().sort({ _id: 1 }).toArray();
    expect(await migrateOrderLines(db)).toEqual({ orders: 0 });
    expect(await orders.find().sort({ _id: 1 }).toArray()).toEqual(everything);
  });

  it('two runs at once (two instances deploying) migrate each order once', async () => {
    const db = mongoose.connection.db!;
    const olds = Array.from({ length: 20 }, (_, index) => oldOrder(`twice-${index}@example.com`, { quantity: index + 1, reserved: index % 2 ? 0 : undefined }));
    await db.collection('orders').insertMany(olds);
    const [first, second] = await Promise.all([migrateOrderLines(db), migrateOrderLines(db)]);
    expect(first.orders + second.orders).toBe(20);
    for (const [index, old] of olds.entries()) {
      const migrated = (await db.collection('orders').findOne({ _id: old._id }))!;
      expect(migrated.lines).toEqual([
        { toolId: old.toolId, product: 'Notched Trowel', quantity: index + 1, unitPrice: 450, lineTotal: (index + 1) * 450, reserved: index % 2 ? 0 : index + 1 },
      ]);
    }
  });
});
