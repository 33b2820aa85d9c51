import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import type { OrderStatus } from '@/lib/domain/order-status';

/** The tally of a shop day ("YYYY-MM-DD", Dhaka): orders placed that day, and the totals of orders paid that day. */
export function dayTally(day: string): string {
  return `day:${day}`;
}

/** The tally of a status: how many orders stand in it now. */
export function statusTally(status: OrderStatus): string {
  return `status:${status}`;
}

/**
 * The admin overview's figures counted as orders change, so that the overview never reads every order: one small
 * document per shop day and per status, moved with `$inc` by the write that places, pays, moves or deletes an
 * order (lib/data/orders.ts), and rebuilt from the orders by scripts/migrations/order-tally.ts
 * (docs/decisions/0050-admin-overview.md).
 */
const orderTallySchema = new Schema({
  /** What is counted: `dayTally(day)` or `statusTally(status)`; unique, so that concurrent first upserts make one. */
  key: { type: String, required: true },
  /** Orders placed that day; for a status, orders in it. */
  orders: { type: Number, default: 0 },
  /** A day's only: the totals (BDT) of the orders paid that day. */
  revenue: { type: Number, default: 0 },
});

orderTallySchema.index({ key: 1 }, { unique: true });

export type OrderTallyFields = InferSchemaType<typeof orderTallySchema>;
export const OrderTally: Model<OrderTallyFields> =
  (mongoose.models.OrderTally as Model<OrderTallyFields> | undefined) ?? mongoose.model('OrderTally', orderTallySchema);
