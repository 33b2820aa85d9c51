import * as z from 'zod/mini';
import { objectIdField, wholeNumber } from './common';
import { cartTexts, fieldMessages } from '@/lib/texts';

/**
 * The most lines (tools) one cart holds: as many as one order (models/Order.ts MAX_ORDER_LINES), so that a cart always
 * fits its checkout. The browser's cart keeps the same cap (components/cart/cart-store.ts).
 */
export const MAX_CART_LINES = 50;

/**
 * Any whole number is a quantity here: one outside the tool's range is answered by the data layer with the purchase
 * rule's message, word for word (lib/data/cart.ts), as orders are.
 */
const quantity = wholeNumber('Quantity', { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

/** `PUT /api/cart/lines/{toolId}`: how many of the tool the cart holds (it replaces the line's quantity). */
export const cartLineSchema = z.object({ quantity });

/**
 * The browser's cart, merged into the account's at sign-in (lib/data/cart.ts mergeCart): at most MAX_CART_LINES
 * lines of a tool and a quantity.
 */
export const cartMergeSchema = z
  .array(z.object({ toolId: objectIdField, quantity }), { error: fieldMessages.invalid('Cart') })
  .check(z.maxLength(MAX_CART_LINES, cartTexts.full(MAX_CART_LINES)));
