import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** Statuses a confirmed (paid) order moves through; admins move it on. */
export const FULFILMENT_STATUSES = ['paid', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The record an admin sees under Placed Orders; one per confirmed order. */
const confirmedOrderSchema = new Schema(
  {
    /** The order this confirms; unique, so confirming twice cannot create two records. */
    orderId: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
    /** Customer e-mail (the spec's field name). */
    user: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    /** Product name. */
    name: { type: String, required: true, trim: true, maxlength: 120 },
    /** The order total in BDT. */
    price: { type: Number, required: true, min: 0 },
    address: { type: String, required: true, trim: true, maxlength: 500 },
    phone: { type: String, required: true, trim: true, maxlength: 32 },
    status: { type: String, enum: FULFILMENT_STATUSES, default: 'paid', required: true },
  },
  { timestamps: true },
);

confirmedOrderSchema.index({ orderId: 1 }, { unique: true });
confirmedOrderSchema.index({ createdAt: -1 });
confirmedOrderSchema.index({ user: 1, createdAt: -1 });

export type ConfirmedOrderFields = InferSchemaType<typeof confirmedOrderSchema>;
export const ConfirmedOrder: Model<ConfirmedOrderFields> =
  (mongoose.models.ConfirmedOrder as Model<ConfirmedOrderFields> | undefined) ??
  mongoose.model('ConfirmedOrder', confirmedOrderSchema);
