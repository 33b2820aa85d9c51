'use server';

import { defineAction } from '@/lib/actions/define';
import { checkout } from '@/lib/data/checkout';

/** The checkout page: place the cart as one order; its payment is chosen next (docs/orders.md, "Checkout"). */
export const checkoutAction = defineAction(async (caller, input: unknown) => {
  const { orderId, total } = await checkout(caller, input);
  return { orderId, total };
});
