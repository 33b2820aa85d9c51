import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { ORDER_STATUSES, ORDER_STEPS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/domain/order-status';
import { customerContact, toolAskedFor } from './fields';

/**
 * One step of an order's life: the step it reached (a status, or a step of its money: paid, held, refunded...), when,
 * and who moved it there (their e-mail; absent for the gateway and the shop's own schedule).
 */
const orderEventSchema = new Schema(
  {
    status: { type: String, enum: ORDER_STEPS, required: true },
    at: { type: Date, required: true },
    // Absent only on steps recorded before the timeline existed (scripts/migrations).
    by: { type: String, trim: true, lowercase: true, maxlength: 254 },
  },
  { _id: false },
);

/**
 * Where an order's money stands, moved by the same conditional updates as its status (docs/payments.md). Each
 * online attempt is a Payment of its own (models/Payment.ts); this is the summary the order shows.
 */
const orderPaymentSchema = new Schema(
  {
    method: { type: String, enum: [...PAYMENT_METHODS, null], default: null },
    status: { type: String, enum: PAYMENT_STATUSES, default: 'unpaid', required: true },
    /** The online attempt this summary speaks of: the latest one opened, or the one that paid. */
    tranId: { type: String, maxlength: 40 },
    /** When the money was validated or the cash recorded: the overview counts revenue on that day. */
    paidAt: { type: Date },
    /** Money the shop must give back by hand (cash collected, or a gateway refund that could not be made). */
    refundDue: { type: Boolean },
  },
  { _id: false },
);

/**
 * One line of an order: a tool, its name and unit price when the order was placed (from the database, never the
 * client), how many, and what the line costs. `reserved`: the units this line took off the tool's stock, given back
 * once if the order is deleted, cancelled or expires; an order from a quote beyond the stock may take none.
 */
const orderLineSchema = new Schema(
  {
    ...toolAskedFor,
    unitPrice: { type: Number, required: true, min: 0 },
    lineTotal: { type: Number, required: true, min: 0 },
    reserved: {
      type: Number,
      min: 0,
      validate: { validator: Number.isInteger, message: 'reserved must be a whole number' },
    },
  },
  { _id: false },
);

/** The most lines one order holds (a cart holds as many). */
export const MAX_ORDER_LINES = 50;

/**
 * An order. Its state is stored here once: `status` is where it stands now, `payment` where its money stands and
 * `timeline` how it got there, all changed by the same conditional update (docs/orders.md). "pending" until the
 * customer chooses how to pay and the order is confirmed; after that an admin moves it on. Each order keeps its own
 * status.
 */
const orderSchema = new Schema(
  {
    /** What was ordered: one line per tool (docs/orders.md, "Orders with lines"). */
    lines: {
      type: [orderLineSchema],
      required: true,
      validate: {
        validator: (lines: unknown[]) => lines.length >= 1 && lines.length <= MAX_ORDER_LINES,
        message: `an order holds from 1 to ${MAX_ORDER_LINES} lines`,
      },
    },
    /** The lines' totals added up, computed by the server. */
    subtotal: { type: Number, required: true, min: 0 },
    /** What delivery costs (BDT): by zone, free from a threshold (docs/orders.md); 0 for a one-tool purchase. */
    deliveryCharge: { type: Number, required: true, default: 0, min: 0 },
    /** subtotal + deliveryCharge: what the customer pays. */
    total: { type: Number, required: true, min: 0 },
    ...customerContact,
    /** The district delivered to (checkout); absent for a one-tool purchase, whose address says it. */
    district: { type: String, trim: true, maxlength: 40 },
    /** The quote this order was accepted from, if any. */
    quoteId: { type: Schema.Types.ObjectId, ref: 'Quote' },
    status: { type: String, enum: ORDER_STATUSES, default: 'pending', required: true },
    payment: { type: orderPaymentSchema, default: () => ({}) },
    /**
     * Set when the customer first chooses to pay online: unpaid by then, the order expires and its stock goes back
     * (PAYMENT_WINDOW_MINUTES, docs/payments.md).
     */
    payableUntil: { type: Date },
    timeline: { type: [orderEventSchema], default: [] },
    /**
     * Steps whose mails are still to be queued, written by the same update that makes the step and taken off once
     * its mails are in the outbox; the relay queues what a failure left here (docs/decisions/0040-outbox.md).
     * Absent on orders from before it existed, which have nothing due.
     */
    mailsDue: { type: [{ type: String, enum: ORDER_STEPS }], default: undefined },
  },
  { timestamps: true },
);

// My Order: one customer's orders, newest first, a page at a time (_id breaks ties, as the sort does).
orderSchema.index({ email: 1, createdAt: -1, _id: -1 });
// Placed Orders and the admin's lists: orders in some statuses, newest first, a page at a time.
orderSchema.index({ status: 1, createdAt: -1, _id: -1 });
// The orders export: orders placed in a date range. (The overview reads its tallies, models/OrderTally.ts.)
orderSchema.index({ createdAt: -1 });
// The payment window: online orders still unpaid, by when they expire.
orderSchema.index({ 'payment.status': 1, payableUntil: 1 });
// The mail relay: orders with a step still due (`mailsDue: { $gt: '' }` reads only the index's string keys).
orderSchema.index({ mailsDue: 1 });

export type OrderFields = InferSchemaType<typeof orderSchema>;
export type OrderEvent = InferSchemaType<typeof orderEventSchema>;
export type OrderLine = InferSchemaType<typeof orderLineSchema>;
export const Order: Model<OrderFields> =
  (mongoose.models.Order as Model<OrderFields> | undefined) ?? mongoose.model('Order', orderSchema);
