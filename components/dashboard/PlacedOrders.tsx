'use client';

import Link from '@/components/i18n/Link';
import { useRef } from 'react';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { announceResult } from '@/components/ui/announce-result';
import { toast } from '@/components/ui/Toaster';
import { advanceFulfilmentAction } from '@/lib/actions/orders';
import { cancelOrderAction, recordCashReceivedAction } from '@/lib/actions/payments';
import type { ConfirmedOrderSummary } from '@/lib/data/order-types';
import { formatBDT } from '@/lib/domain/money';
import { MONEY_IN_STATUSES, ORDER_STATUS, type FulfilmentStep } from '@/lib/domain/order-status';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { RowHeading } from '@/components/ui/DataTable';
import { ActionTable, useRowActions } from './ActionTable';

/** Placed Orders (admin): confirmed orders with their status and their money, moved on one step at a time. */
export function PlacedOrders({ orders }: { orders: ConfirmedOrderSummary[] }) {
  const { adminOrderTexts: texts } = useTexts();
  return (
    <ActionTable
      words={texts}
      columns={['customer', 'product', 'price', 'address', 'phone', 'status', 'timeline']}
      testId="placed-orders"
      caption={texts.caption}
      rows={orders}
      // A cancelled order leaves the list.
      row={(order, leave) => <PlacedOrderRow key={order.id} order={order} onCancelled={leave} />}
      empty={<p>{texts.noOrders}</p>}
    />
  );
}

/** What cancelling an order does with its money: the gateway refunds it, it is given back in cash, or none came in. */
function moneyOnCancel({ payment }: ConfirmedOrderSummary): 'gateway' | 'cash' | 'nothing' {
  if (!(MONEY_IN_STATUSES as readonly string[]).includes(payment.status)) return 'nothing';
  return payment.method === 'online' ? 'gateway' : 'cash';
}

function PlacedOrderRow({ order, onCancelled }: { order: ConfirmedOrderSummary; onCancelled: () => void }) {
  const { busy, run, act } = useRowActions();
  const statusCell = useRef<HTMLTableCellElement>(null);
  const language = useLanguage();
  const { adminOrderTexts: texts, adminStatusTexts, myOrderTexts, paymentTexts, statusLabels, adminToasts } = useTexts();
  const { columns } = texts;
  const next = ORDER_STATUS[order.status].next?.status ?? null;
  const { payment } = order;
  const about = [order.name, order.user, order.price, moneyOnCancel(order)] as const;
  const stepToasts: Record<FulfilmentStep, string> = { shipped: adminToasts.orderShipped, delivered: adminToasts.orderDelivered };

  const toStatus = () => statusCell.current?.focus();
  const moveOn = (step: FulfilmentStep) => act(() => advanceFulfilmentAction(order.id, step), stepToasts[step], toStatus);
  const cashReceived = () => act(() => recordCashReceivedAction(order.id), adminToasts.cashRecorded, toStatus);

  const cancel = () =>
    run(async () => {
      const result = await cancelOrderAction(order.id);
      // Cancelled, but the gateway did not take the refund: it stays due, on the Payments page.
      if (result.ok && result.payment.method === 'online' && result.payment.refundDue) {
        toast.error(adminToasts.orderCancelledRefundNotAsked);
        onCancelled();
      } else if (announceResult(result, adminToasts.orderCancelled)) onCancelled();
    });

  return (
    <tr data-testid="placed-order-row" aria-busy={busy || undefined}>
      <td data-label={columns.customer}>{order.user}</td>
      <RowHeading label={columns.product}>
        {order.name}
        <OrderLines lines={order.lines} language={language} myOrderTexts={myOrderTexts} />
      </RowHeading>
      <td data-label={columns.price}>{formatBDT(order.price, language)}</td>
      <td className="max-w-xs whitespace-pre-line" data-label={columns.address}>{order.address}</td>
      <td data-label={columns.phone}>{order.phone}</td>
      <td ref={statusCell} tabIndex={-1} data-label={columns.status}>
        <div className="flex flex-col items-start gap-1">
          <span data-testid="placed-order-status">
            <OrderStatusBadge status={order.status} statusLabels={statusLabels} />
          </span>
          <PaymentStatusBadge payment={payment} statusLabels={statusLabels} />
          <span data-testid="placed-order-method" className="text-sm">
            {payment.method ? statusLabels.method[payment.method] : paymentTexts.noMethod}
          </span>
        </div>
      </td>
      <td data-label={columns.timeline}>
        <OrderTimeline timeline={order.timeline} showWho language={language} statusLabels={statusLabels} myOrderTexts={myOrderTexts} />
      </td>
      <td className="flex flex-wrap gap-2">
        <Link
          className="btn btn-ghost btn-sm"
          href={`/dashboard/orders/${order.id}/receipt`}
          aria-label={texts.receiptLabel(order.name, order.user)}
        >
          {texts.receipt}
        </Link>
        {next ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={texts.moveOnLabel(adminStatusTexts.moveTo[next], order.name, order.user)}
            disabled={busy}
            onClick={() => moveOn(next)}
          >
            {adminStatusTexts.moveTo[next]}
          </button>
        ) : null}
        {payment.method === 'cash' && payment.status === 'due' ? (
          <ConfirmButton words={paymentTexts.cashReceived} about={about} className="btn btn-success btn-sm" disabled={busy} onConfirm={cashReceived} />
        ) : null}
        {order.status === 'confirmed' ? (
          <ConfirmButton words={paymentTexts.cancelOrder} about={about} disabled={busy} onConfirm={cancel} />
        ) : null}
      </td>
    </tr>
  );
}
