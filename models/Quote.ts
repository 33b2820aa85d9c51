import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { QUOTE_STATUSES } from '@/lib/domain/quote-status';
import { customerContact, toolAskedFor } from './fields';

/** A message in a quote's thread. */
const quoteMessageSchema = new Schema({
  /** Who wrote it (their e-mail). */
  from: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
  /** Written by someone at the shop (an admin), rather than the customer. */
  fromShop: { type: Boolean, required: true },
  author: { type: String, required: true, trim: true, maxlength: 120 },
  text: { type: String, required: true, trim: true, maxlength: 2000 },
  at: { type: Date, required: true },
});

/** The shop's answer: a price per unit, when it can deliver, and until when the offer stands. */
const offerSchema = new Schema(
  {
    unitPrice: { type: Number, required: true, min: 1 },
    /** quantity x unitPrice. */
    total: { type: Number, required: true, min: 0 },
    deliveryBy: { type: Date, required: true },
    /** The last moment the offer may be accepted (the end of its last day in Dhaka). */
    validUntil: { type: Date, required: true },
    answeredAt: { type: Date, required: true },
    answeredBy: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
  },
  { _id: false },
);

/**
 * A customer's request for a price on more than the stock, the shop's answer, and their conversation
 * (docs/orders.md, "Quotes"). "requested" until an admin answers; "answered" until the customer accepts it (while
 * the offer stands); "accepted" once it became an order, whose id is recorded before the order is written, so
 * accepting twice makes one order.
 */
const quoteSchema = new Schema(
  {
    ...toolAskedFor,
    /** The day the customer needs the goods (its start in Dhaka). */
    wantedBy: { type: Date, required: true },
    ...customerContact,
    note: { type: String, trim: true, maxlength: 2000 },
    status: { type: String, enum: QUOTE_STATUSES, default: 'requested', required: true },
    offer: { type: offerSchema },
    messages: { type: [quoteMessageSchema], default: [] },
    /** How many messages the thread holds; a thread is capped (lib/data/quotes.ts). */
    messageCount: { type: Number, default: 0, required: true },
    /** The order it became; recorded when the quote is accepted, before the order is written. */
    orderId: { type: Schema.Types.ObjectId, ref: 'Order' },
    acceptedAt: { type: Date },
    /**
     * Mails still to be queued ('requested', 'answered', 'message:{id}'), written by the same update that makes the
     * change and taken off once they are in the outbox (docs/decisions/0040-outbox.md). Absent on older quotes.
     */
    mailsDue: { type: [String], default: undefined },
  },
  { timestamps: true },
);

// My Quotes: one customer's quotes, newest first.
quoteSchema.index({ email: 1, createdAt: -1 });
// Quote Requests (admins): every quote, or those in one status, newest first.
quoteSchema.index({ createdAt: -1 });
quoteSchema.index({ status: 1, createdAt: -1 });
// The mail relay: quotes with a mail still due.
quoteSchema.index({ mailsDue: 1 });

export type QuoteFields = InferSchemaType<typeof quoteSchema>;
export const Quote: Model<QuoteFields> =
  (mongoose.models.Quote as Model<QuoteFields> | undefined) ?? mongoose.model('Quote', quoteSchema);
