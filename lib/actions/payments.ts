'use server';

import { defineAction, text } from '@/lib/actions/define';
import { acceptHeldPayment, recordCashReceived, refundOrder, refundPayment } from '@/lib/data/payments';

/** Placed Orders: the cash of a cash-on-delivery order has been collected; the order is paid. */
export const recordCashReceivedAction = defineAction(async (caller, orderId: unknown) => {
  await recordCashReceived(caller, text(orderId));
});

/** Payments: an admin accepts a payment the gateway held as risky; its order is confirmed and paid. */
export const acceptHeldPaymentAction = defineAction(async (caller, orderId: unknown) => {
  await acceptHeldPayment(caller, text(orderId));
});

/**
 * Placed Orders and Payments: cancel an order whose goods have not left; its stock goes back and what it paid is
 * refunded (online through the gateway, cash by hand). Answers where the order's money stands, so that the page can
 * say when the gateway did not take the refund (it stays due).
 */
export const cancelOrderAction = defineAction(async (caller, orderId: unknown) => {
  const { payment } = await refundOrder(caller, text(orderId));
  return { payment };
});

/**
 * Payments: give back the money of one attempt whose refund is due. Answers where the attempt stands: still
 * `refund_due` (with the reason in `note`) when the gateway refused or could not be asked.
 */
export const refundPaymentAction = defineAction(async (caller, tranId: unknown) => {
  const { method, status, note } = await refundPayment(caller, text(tranId));
  return { attempt: { method, status, note } };
});
