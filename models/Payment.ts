import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { ATTEMPT_STATUSES, PAYMENT_METHODS } from '@/lib/domain/order-status';

/** A refund of an attempt: asked of the gateway (refId) and followed until the gateway says it is made. */
const refundSchema = new Schema(
  {
    /** The gateway's refund reference (`refund_ref_id`); absent for a refund made by hand. */
    refId: { type: String, maxlength: 80 },
    /** The gateway's word on it: processing, refunded, cancelled, failed. */
    state: { type: String, maxlength: 40 },
    amount: { type: Number, min: 0 },
    requestedAt: { type: Date },
    refundedAt: { type: Date },
    /** Who asked for it (an admin's e-mail). */
    by: { type: String, maxlength: 254 },
  },
  { _id: false },
);

/**
 * One attempt to pay for an order (docs/payments.md): an online session at the gateway, keyed by the `tran_id` we
 * gave it, or the order's cash on delivery (`cash-<order id>`). Its state moves only on what the gateway's own
 * validation API says, or on an admin's word for cash; every move is a conditional update from the states it may
 * come from, so a repeated or racing notification moves it once.
 */
const paymentSchema = new Schema(
  {
    orderId: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
    /** The order's customer, so that the admin's list can say whose money it is without reading every order. */
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    method: { type: String, enum: PAYMENT_METHODS, required: true },
    tranId: { type: String, required: true, maxlength: 40 },
    status: { type: String, enum: ATTEMPT_STATUSES, required: true },
    /** What the order costs, computed by the server when the attempt opened (BDT). */
    amount: { type: Number, required: true, min: 0 },
    currency: { type: String, required: true, default: 'BDT', maxlength: 3 },
    /** From the gateway's validation API, never from a notification's own fields. */
    valId: { type: String, maxlength: 80 },
    bankTranId: { type: String, maxlength: 80 },
    cardType: { type: String, maxlength: 80 },
    riskLevel: { type: String, maxlength: 4 },
    riskTitle: { type: String, maxlength: 80 },
    sessionKey: { type: String, maxlength: 120 },
    /** What the gateway validated (BDT): the amount, or another one changed at the gateway (then owed back). */
    paidAmount: { type: Number, min: 0 },
    /** When the money was validated (or the cash recorded). */
    paidAt: { type: Date },
    /** Why the attempt stands where it does, for the admin: a refused validation, a failed session, a late payment. */
    note: { type: String, maxlength: 300 },
    refund: { type: refundSchema, default: undefined },
  },
  { timestamps: true },
);

// One attempt per transaction id (the gateway's notifications name it); cash has one per order.
paymentSchema.index({ tranId: 1 }, { unique: true });
// The admin's Payments page: every attempt, or those in one state, newest first, a page at a time.
paymentSchema.index({ createdAt: -1, _id: -1 });
paymentSchema.index({ status: 1, createdAt: -1, _id: -1 });
// An order's attempts (its page, its refund).
paymentSchema.index({ orderId: 1, createdAt: -1 });

export type PaymentFields = InferSchemaType<typeof paymentSchema>;
export const Payment: Model<PaymentFields> =
  (mongoose.models.Payment as Model<PaymentFields> | undefined) ?? mongoose.model('Payment', paymentSchema);
