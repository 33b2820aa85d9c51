'use server';

import { defineAction, text } from '@/lib/actions/define';
import { advanceFulfilment, confirmOrder, deleteOrder, placeOrder } from '@/lib/data/orders';

/** Purchase: the data layer prices the order and reserves its stock; 400/409 with the purchase rule otherwise. */
export const placeOrderAction = defineAction(async (caller, input: unknown) => {
  await placeOrder(caller, input);
});

/** My Order: pay for one order; admins then see it under Placed Orders. */
export const confirmOrderAction = defineAction(async (caller, orderId: unknown) => {
  await confirmOrder(caller, { orderId: text(orderId) });
});

/** My Order: delete an unconfirmed order; its stock goes back on sale. */
export const deleteOrderAction = defineAction(async (caller, orderId: unknown) => {
  await deleteOrder(caller, text(orderId));
});

/** Placed Orders: move a confirmed order on (shipped, delivered); the customer sees it under My Order. */
export const advanceFulfilmentAction = defineAction(async (caller, orderId: unknown, status: unknown) => {
  await advanceFulfilment(caller, text(orderId), { status });
});
