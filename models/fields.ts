import { Schema } from 'mongoose';

/**
 * Fields that orders and quotes share, written once so that the two keep the same limits as the payloads that fill
 * them (lib/validation/orders.ts, lib/validation/quotes.ts).
 */

/** The tool asked for, its name at the time, and how many: a whole number of at least one. */
export const toolAskedFor = {
  toolId: { type: Schema.Types.ObjectId, ref: 'Tool', required: true },
  /** The tool's name when the order was placed or the quote requested. */
  product: { type: String, required: true, trim: true, maxlength: 120 },
  quantity: {
    type: Number,
    required: true,
    min: 1,
    validate: { validator: Number.isInteger, message: 'quantity must be a whole number' },
  },
} as const;

/** Who asks (the account's e-mail and name) and where to reach them and deliver. */
export const customerContact = {
  email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
  userName: { type: String, required: true, trim: true, maxlength: 120 },
  phone: { type: String, required: true, trim: true, maxlength: 32 },
  address: { type: String, required: true, trim: true, maxlength: 500 },
} as const;
