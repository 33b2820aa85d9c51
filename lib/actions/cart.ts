'use server';

import { defineAction, text } from '@/lib/actions/define';
import { mergeCart, priceBrowserCart, readCart, removeCartLine, setCartLine } from '@/lib/data/cart';

/**
 * The cart of a signed-in customer (components/cart/cart-store.ts): each answers the cart as it is now, priced from
 * the database, or the API's refusal for the same request.
 */

/** Add to cart and the cart page: how many of a tool the cart holds (the purchase rule, in its own words). */
export const setCartLineAction = defineAction(async (caller, toolId: unknown, quantity: unknown) =>
  setCartLine(caller, text(toolId), { quantity }),
);

/** The cart page: Remove. */
export const removeCartLineAction = defineAction(async (caller, toolId: unknown) => removeCartLine(caller, text(toolId)));

/** At sign-in: the browser's cart, merged into the account's. */
export const mergeCartAction = defineAction(async (caller, lines: unknown) => mergeCart(caller, lines));

/**
 * The header's count and the cart page. Reads change nothing the page shows, so they answer without the router refresh
 * that defineAction makes after a write: a refresh on every page load would render each page twice.
 */
export const readCartAction = defineAction(async (caller) => readCart(caller), { read: true });

/** The cart page of a visitor: their browser's lines, priced now (no account needed: the catalogue's prices). */
export const priceCartAction = defineAction(async (_caller, lines: unknown) => priceBrowserCart(lines), { read: true });
