import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { MAX_CART_LINES } from '@/lib/validation/cart';

/**
 * One line of a cart: a tool and how many. No price and no name: those are read from the tool whenever the cart is
 * shown, so a cart never holds a stale price (docs/shop.md, "The cart").
 */
const cartLineSchema = new Schema(
  {
    toolId: { type: Schema.Types.ObjectId, ref: 'Tool', required: true },
    quantity: {
      type: Number,
      required: true,
      min: 1,
      validate: { validator: Number.isInteger, message: 'quantity must be a whole number' },
    },
    /** When the tool was first put in the cart: lines are shown in that order. */
    addedAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A signed-in customer's cart: one document per account, changed only by single-document conditional updates
 * (lib/data/cart.ts), so that two tabs adding at once never lose a line. Visitors' carts live in their browser.
 */
const cartSchema = new Schema(
  {
    /** The account (the Caller's id). */
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /**
     * Set while a checkout places this cart (lib/data/checkout.ts): a second checkout of it meanwhile (a second tab,
     * a double press) is refused rather than ordering the same cart twice. It lapses by itself should a checkout stop.
     */
    placingUntil: { type: Date },
    lines: {
      type: [cartLineSchema],
      default: [],
      validate: {
        validator: (lines: unknown[]) => lines.length <= MAX_CART_LINES,
        message: `a cart holds at most ${MAX_CART_LINES} lines`,
      },
    },
  },
  { timestamps: true },
);

// One cart per account, found by it on every read and write.
cartSchema.index({ userId: 1 }, { unique: true });

export type CartFields = InferSchemaType<typeof cartSchema>;
export const Cart: Model<CartFields> = (mongoose.models.Cart as Model<CartFields> | undefined) ?? mongoose.model('Cart', cartSchema);
