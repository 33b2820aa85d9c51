import { PAYMENT_STATUS, type PaymentMethod, type PaymentStatus } from '@/lib/domain/order-status';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';

/**
 * Where an order's money stands, as a badge (the colour from lib/domain/order-status.ts, the word from the catalogue): "Paid"
 * only for money the gateway validated or cash an admin recorded. A refund the shop must make by hand reads "Refund due".
 * In the words it is given, without hooks: a server page renders it on the server, a client table gives it useTexts()'s.
 */
export function PaymentStatusBadge({
  payment,
  statusLabels,
}: {
  payment: { method: PaymentMethod | null; status: PaymentStatus; refundDue?: boolean };
  statusLabels: ClientCatalogue['statusLabels'];
}) {
  const shown = payment.status === 'refund_pending' && payment.refundDue ? 'refund_due' : payment.status;
  return (
    <span className={`badge ${PAYMENT_STATUS[payment.status].badge} whitespace-nowrap`} data-testid="payment-status" data-payment-status={payment.status}>
      {statusLabels.payment[shown]}
    </span>
  );
}
