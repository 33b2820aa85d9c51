'use client';

import Link from '@/components/i18n/Link';
import { useRef } from 'react';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { announceResult } from '@/components/ui/announce-result';
import { toast } from '@/components/ui/Toaster';
import { acceptHeldPaymentAction, cancelOrderAction, refundPaymentAction } from '@/lib/actions/payments';
import type { PaymentSummary } from '@/lib/data/payments';
import { formatDateTime } from '@/lib/domain/dates';
import { translated } from '@/components/i18n/translated';
import { formatBDT } from '@/lib/domain/money';
import { ATTEMPT_STATUS } from '@/lib/domain/order-status';
import { RowHeading } from '@/components/ui/DataTable';
import { ActionTable, useRowActions } from './ActionTable';

/**
 * Payments (admin): every payment attempt with its order, the gateway's ids, its risk and its refund; Refund for an
 * attempt whose refund is due, Accept payment or Cancel and refund for one the gateway held for review.
 */
export function PaymentsTable({ payments, total, filtered }: { payments: PaymentSummary[]; total: number; filtered: boolean }) {
  const { paymentTexts } = useTexts();
  return (
    <ActionTable
      words={paymentTexts}
      columns={['when', 'tranId', 'order', 'customer', 'method', 'state', 'amount', 'valId', 'bankTranId', 'risk', 'note', 'refund']}
      testId="payments"
      caption={paymentTexts.caption(total)}
      small
      rows={payments}
      // Listing one state, a row whose state changes leaves the list.
      row={(payment, leave) => <PaymentRow key={payment.id} payment={payment} leaves={filtered} onLeft={leave} />}
    />
  );
}

function PaymentRow({ payment, leaves, onLeft }: { payment: PaymentSummary; leaves: boolean; onLeft: () => void }) {
  const { busy, run, act } = useRowActions();
  const stateCell = useRef<HTMLTableCellElement>(null);
  const language = useLanguage();
  const { paymentTexts, adminStatusTexts, statusLabels, adminToasts } = useTexts();
  const columns = paymentTexts.columns;
  const state = ATTEMPT_STATUS[payment.status];
  const moved = () => (leaves ? onLeft() : stateCell.current?.focus());
  const about = [payment.tranId, payment.email, payment.amount, payment.method] as const;

  const refund = () =>
    run(async () => {
      const result = await refundPaymentAction(payment.tranId);
      // The gateway refused the refund, or could not be asked: it stays due, with the reason in its note.
      if (result.ok && result.attempt.status === 'refund_due') toast.error(adminToasts.refundNotMade(result.attempt.note && translated(result.attempt.note, language)));
      else if (announceResult(result, result.ok && result.attempt.status === 'refunded' ? adminToasts.refundRecorded : adminToasts.refundRequested)) moved();
    });

  const accept = () => act(() => acceptHeldPaymentAction(payment.orderId), adminToasts.paymentAccepted, moved);

  const cancel = () =>
    run(async () => {
      const result = await cancelOrderAction(payment.orderId);
      if (result.ok && result.payment.method === 'online' && result.payment.refundDue) toast.error(adminToasts.orderCancelledRefundNotAsked);
      else if (announceResult(result, adminToasts.orderCancelled)) moved();
    });

  const risk = payment.riskLevel !== null || payment.riskTitle !== null ? paymentTexts.risk(payment.riskLevel, payment.riskTitle) : paymentTexts.none;

  return (
    <tr data-testid="payment-row" data-tran-id={payment.tranId} data-status={payment.status} aria-busy={busy || undefined}>
      <td className="whitespace-nowrap" data-label={columns.when}>
        {payment.createdAt ? <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, language)}</time> : paymentTexts.none}
      </td>
      <RowHeading label={columns.tranId}>
        <span className="font-mono text-xs">{payment.tranId}</span>
      </RowHeading>
      <td data-label={columns.order}>
        <Link className="link font-mono text-xs" href={`/dashboard/orders/${payment.orderId}/receipt`} aria-label={paymentTexts.orderReceipt(payment.orderId)}>
          {payment.orderId}
        </Link>
      </td>
      <td data-label={columns.customer}>{payment.email}</td>
      <td data-label={columns.method}>
        {statusLabels.method[payment.method]}
        {payment.cardType ? <span className="block text-xs opacity-70">{payment.cardType}</span> : null}
      </td>
      <td ref={stateCell} tabIndex={-1} data-testid="payment-state" data-label={columns.state}>
        <span className={`badge ${state.badge}`}>{adminStatusTexts.attempt[payment.status]}</span>
      </td>
      <td className="whitespace-nowrap" data-testid="payment-amount" data-label={columns.amount}>
        {formatBDT(payment.amount, language)}
      </td>
      <td className="font-mono text-xs" data-label={columns.valId}>
        {payment.valId ?? paymentTexts.none}
      </td>
      <td className="font-mono text-xs" data-label={columns.bankTranId}>
        {payment.bankTranId ?? paymentTexts.none}
      </td>
      <td data-testid="payment-risk" data-label={columns.risk}>
        {risk}
      </td>
      <td className="max-w-xs break-words text-sm" data-testid="payment-note" data-label={columns.note}>
        {payment.note ?? paymentTexts.none}
      </td>
      <td className="text-sm" data-testid="payment-refund" data-label={columns.refund}>
        {payment.refund ? (
          <>
            {paymentTexts.refundState(payment.refund.state, payment.refund.refId)}
            {payment.refund.requestedAt ? <span className="block text-xs opacity-70">{paymentTexts.refundRequestedAt(formatDateTime(payment.refund.requestedAt, language))}</span> : null}
            {payment.refund.refundedAt ? <span className="block text-xs opacity-70">{paymentTexts.refundedAt(formatDateTime(payment.refund.refundedAt, language))}</span> : null}
          </>
        ) : (
          paymentTexts.none
        )}
      </td>
      <td className="flex flex-wrap gap-2">
        {payment.status === 'refund_due' ? (
          <ConfirmButton words={paymentTexts.refund} about={about} className="btn btn-warning btn-sm" disabled={busy} onConfirm={refund} />
        ) : null}
        {payment.status === 'held' ? (
          <>
            <ConfirmButton words={paymentTexts.accept} about={about} className="btn btn-primary btn-sm" disabled={busy} onConfirm={accept} />
            <ConfirmButton words={paymentTexts.cancelAndRefund} about={about} disabled={busy} onConfirm={cancel} />
          </>
        ) : null}
      </td>
    </tr>
  );
}
