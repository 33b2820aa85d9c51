import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { Order } from '@/models/Order';
import { OrderTally } from '@/models/OrderTally';
import { withTestDatabase } from '@/test/database';
import { legacyOrderFields, orderFields } from '@/test/orders';
import { migrateOrderLines } from './order-lines';
import { migrateOrderPayments } from './order-payments';
import { migrateOrderTally } from './order-tally';

withTestDatabase('migration_order_payments');

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** An order as the shop stored it before payments: no payment state, "paid" meaning the customer pressed Confirm. */
function oldOrder(email: string, status: string, steps: [status: string, at: Date][], mailsDue?: string[]) {
  return {
    ...legacyOrderFields(email),
    status,
    timeline: steps.map(([step, at]) => ({ status: step, at, by: email })),
    ...(mailsDue ? { mailsDue } : {}),
    createdAt: steps[0]![1],
    updatedAt: steps.at(-1)![1],
  };
}

describe('giving orders from before payments their payment state', () => {
  it('turns paid into confirmed with cash due, renames the timeline step, leaves pending unpaid, and changes nothing the second time', async () => {
    const db = mongoose.connection.db!;
    const pending = oldOrder('a@example.com', 'pending', [['pending', day(1)]], ['pending']);
    const paid = oldOrder('b@example.com', 'paid', [['pending', day(2)], ['paid', day(3)]], ['paid']);
    const shipped = oldOrder('c@example.com', 'shipped', [['pending', day(4)], ['paid', day(5)], ['shipped', day(6)]], ['paid', 'shipped']);
    const delivered = oldOrder('d@example.com', 'delivered', [['pending', day(7)], ['paid', day(8)], ['shipped', day(9)], ['delivered', day(10)]]);
    // Already in the new shape (lines, paid online after the deploy): not an old order, left as it is.
    const current = {
      _id: new mongoose.Types.ObjectId(),
      ...orderFields('e@example.com', new mongoose.Types.ObjectId(), { reserved: 2 }),
      status: 'confirmed',
      timeline: [
        { status: 'pending', at: day(11), by: 'e@example.com' },
        { status: 'confirmed', at: day(12), by: 'e@example.com' },
        { status: 'paid', at: day(12) },
      ],
      payment: { method: 'online', status: 'paid', tranId: 'MRTCURRENT1', paidAt: day(12) },
      createdAt: day(11),
      updatedAt: day(12),
    };
    await db.collection('orders').insertMany([pending, paid, shipped, delivered, current]);
    const currentBefore = await db.collection('orders').findOne({ _id: current._id });
    // As `npm run migrate` does: the old orders are given their line before their payment state (scripts/migrate.ts).
    expect(await migrateOrderLines(db)).toEqual({ orders: 4 });

    expect(await migrateOrderPayments(db)).toEqual({ orders: 4 });

    const byId = async (id: mongoose.Types.ObjectId) => (await Order.findById(id).lean())!;
    const steps = (order: Awaited<ReturnType<typeof byId>>) => order.timeline.map((event) => [event.status, event.at.toISOString(), event.by ?? null]);

    const stillPending = await byId(pending._id);
    expect(stillPending).toMatchObject({ status: 'pending', payment: { method: null, status: 'unpaid' }, mailsDue: ['pending'] });
    expect(steps(stillPending)).toEqual([['pending', day(1).toISOString(), 'a@example.com']]);

    // "Paid" was a press of Confirm, no money: what that press means now, cash on delivery with the cash still due.
    const confirmed = await byId(paid._id);
    expect(confirmed).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' }, mailsDue: ['confirmed'] });
    expect(confirmed.payment?.paidAt).toBeUndefined();
    expect(steps(confirmed)).toEqual([
      ['pending', day(2).toISOString(), 'b@example.com'],
      ['confirmed', day(3).toISOString(), 'b@example.com'],
    ]);

    const onItsWay = await byId(shipped._id);
    expect(onItsWay).toMatchObject({ status: 'shipped', payment: { method: 'cash', status: 'due' }, mailsDue: ['confirmed', 'shipped'] });
    expect(steps(onItsWay)).toEqual([
      ['pending', day(4).toISOString(), 'c@example.com'],
      ['confirmed', day(5).toISOString(), 'c@example.com'],
      ['shipped', day(6).toISOString(), 'c@example.com'],
    ]);

    const arrived = await byId(delivered._id);
    expect(arrived).toMatchObject({ status: 'delivered', payment: { method: 'cash', status: 'due' } });
    expect(arrived.mailsDue).toBeUndefined();
    expect(steps(arrived).map(([step]) => step)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);

    expect(await db.collection('orders').findOne({ _id: current._id })).toEqual(currentBefore);

    // Every migrated order is one the model accepts (no "paid" status left, its timeline steps known).
    for (const order of [stillPending, confirmed, onItsWay, arrived]) await expect(Order.hydrate(order).validate()).resolves.toBeUndefined();
    expect(await db.collection('orders').countDocuments({ status: 'paid' })).toBe(0);
    expect(await Order.countDocuments({ 'payment.status': { $exists: false } })).toBe(0);

    // No money moved for the old confirmations: the recount finds no revenue but the order paid online.
    await migrateOrderTally(db);
    const revenue = (await OrderTally.find({ revenue: { $ne: 0 } }).lean()).map((tally) => [tally.key, tally.revenue]);
    expect(revenue).toEqual([['day:2026-01-12', 900]]);

    // A second run (every deploy runs it) finds nothing to do and changes nothing.
    const everything = await db.collection('orders').find().sort({ _id: 1 }).toArray();
    expect(await migrateOrderLines(db)).toEqual({ orders: 0 });
    expect(await migrateOrderPayments(db)).toEqual({ orders: 0 });
    expect(await db.collection('orders').find().sort({ _id: 1 }).toArray()).toEqual(everything);
  });
});
