import { PAYMENT_STATUS, type PaymentMethod, type PaymentStatus } from '@/lib/order-status';

/**
 * Where an order's money stands, as a badge (lib/order-status.ts has the words and colours): "Paid" only for money the
 * gateway validated or cash an admin recorded. A refund the shop must make by hand reads "Refund due".
 */
export function PaymentStatusBadge({ payment }: { payment: { method: PaymentMethod | null; status: PaymentStatus; refundDue?: boolean } }) {
  const { label, badge } = PAYMENT_STATUS[payment.status];
  const shown = payment.status === 'refund_pending' && payment.refundDue ? 'Refund due' : label;
  return (
    <span className={`badge ${badge} whitespace-nowrap`} data-testid="payment-status" data-payment-status={payment.status}>
      {shown}
    </span>
  );
}
