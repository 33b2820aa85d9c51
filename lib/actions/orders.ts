'use server';

import { cookies } from 'next/headers';
import { defineAction, text } from '@/lib/actions/define';
import { PLACED_ORDER_COOKIE } from '@/lib/payments/placed-order';
import { advanceFulfilment, deleteOrder, placeOrder } from '@/lib/data/orders';
import { checkOrderPayment, choosePayment } from '@/lib/data/payments';

/**
 * Purchase: the data layer prices the order and reserves its stock; 400/409 with the purchase rule otherwise. My Order
 * then offers the new order's two ways to pay first (a short-lived cookie names it, so its address stays the same).
 */
export const placeOrderAction = defineAction(async (caller, input: unknown) => {
  const order = await placeOrder(caller, input);
  (await cookies()).set(PLACED_ORDER_COOKIE.name, order.id, PLACED_ORDER_COOKIE.options);
  return { orderId: order.id };
});

/**
 * My Order and the payment page: pay a pending order online (the answer is the gateway's page, which the browser then
 * opens) or with cash on delivery (the order is confirmed; docs/payments.md).
 */
export const choosePaymentAction = defineAction(async (caller, orderId: unknown, method: unknown) => {
  const choice = await choosePayment(caller, text(orderId), { method });
  return choice.method === 'online' ? { redirectUrl: choice.redirectUrl } : {};
});

/** The payment page: ask the gateway now about a payment it has not confirmed to us yet. */
export const checkPaymentAction = defineAction(async (caller, orderId: unknown) => {
  const order = await checkOrderPayment(caller, text(orderId));
  return { paymentStatus: order.payment.status };
});

/** My Order: delete an unconfirmed order; its stock goes back on sale. */
export const deleteOrderAction = defineAction(async (caller, orderId: unknown) => {
  await deleteOrder(caller, text(orderId));
});

/** Placed Orders: move a confirmed order on (shipped, delivered); the customer sees it under My Order. */
export const advanceFulfilmentAction = defineAction(async (caller, orderId: unknown, status: unknown) => {
  await advanceFulfilment(caller, text(orderId), { status });
});
