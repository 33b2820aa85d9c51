import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { Order } from '@/models/Order';
import { withTestDatabase } from '@/test/database';
import { legacyOrderFields } from '@/test/orders';
import { migrateOrderState } from './order-state-once';

withTestDatabase('migration_order_state');

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** An order as the old shop stored it: no timeline. */
function oldOrder(email: string, status: string, createdAt: Date) {
  return {
    ...legacyOrderFields(email),
    status,
    createdAt,
    updatedAt: createdAt,
  };
}

describe('folding confirmed-order records into their orders', () => {
  it('gives each order its status and timeline, drops the old collection, and changes nothing the second time', async () => {
    const db = mongoose.connection.db!;
    const pending = oldOrder('a@example.com', 'pending', day(1));
    const paid = oldOrder('b@example.com', 'paid', day(2));
    // The order's own copy lagged behind the record an admin moved on: the record wins.
    const shipped = oldOrder('c@example.com', 'paid', day(3));
    await db.collection('orders').insertMany([pending, paid, shipped]);
    await db.collection('confirmedorders').insertMany([
      { orderId: paid._id, user: paid.email, name: 'Notched Trowel', price: 900, status: 'paid', createdAt: day(4), updatedAt: day(4) },
      { orderId: shipped._id, user: shipped.email, name: 'Notched Trowel', price: 900, status: 'shipped', createdAt: day(5), updatedAt: day(6) },
    ]);

    expect(await migrateOrderState(db)).toEqual({ orders: 3, droppedConfirmedOrders: true });

    const byId = async (id: mongoose.Types.ObjectId) => (await Order.findById(id).lean())!;
    expect(await byId(pending._id)).toMatchObject({ status: 'pending', timeline: [{ status: 'pending', at: day(1), by: 'a@example.com' }] });
    expect(await byId(paid._id)).toMatchObject({
      status: 'paid',
      timeline: [
        { status: 'pending', at: day(2) },
        { status: 'paid', at: day(4), by: 'b@example.com' },
      ],
    });
    const moved = await byId(shipped._id);
    expect(moved.status).toBe('shipped');
    expect(moved.timeline.map((event) => [event.status, event.at.toISOString(), event.by ?? null])).toEqual([
      ['pending', day(3).toISOString(), 'c@example.com'],
      ['paid', day(5).toISOString(), 'c@example.com'],
      ['shipped', day(6).toISOString(), null],
    ]);
    expect(await db.listCollections({ name: 'confirmedorders' }).toArray()).toEqual([]);

    expect(await migrateOrderState(db)).toEqual({ orders: 0, droppedConfirmedOrders: false });
    expect((await byId(shipped._id)).timeline).toHaveLength(3);
  });
});
