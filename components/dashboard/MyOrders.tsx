'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useTransition } from 'react';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { announceResult } from '@/components/ui/schema-form';
import { deleteOrderAction } from '@/lib/actions/orders';
import type { OrderSummary } from '@/lib/data/order-types';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/texts';
import { isPayable } from '@/lib/order-status';
import { OrderLines } from './OrderLines';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentChoice } from './PaymentChoice';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { formatNumber } from '@/lib/numbers';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

export type MyOrder = Pick<OrderSummary, 'id' | 'lines' | 'product' | 'quantity' | 'total' | 'status' | 'payment' | 'timeline'>;

/**
 * The customer's orders. Each row has its own state: paying for or deleting one order never disables the others
 * (docs/orders.md). A pending order offers both ways to pay (docs/payments.md).
 */
export function MyOrders({ orders, onlineOffered }: { orders: MyOrder[]; onlineOffered: boolean }) {
  const caption = useRef<HTMLTableCaptionElement>(null);
  return (
    <DataTable
      label="My orders"
      testId="my-orders"
      caption="Your orders, newest first. Pay for a pending order online, or confirm it with cash on delivery; unconfirmed orders can be deleted."
      captionRef={caption}
      columns={['Product', 'Quantity', 'Total', 'Status', 'Payment', 'Timeline']}
      actions="Actions"
      rows={orders}
      row={(order) => <OrderRow key={order.id} order={order} onlineOffered={onlineOffered} onDeleted={() => caption.current?.focus()} />}
      empty={
        <p data-testid="no-orders">
          You have no orders yet. <Link className="link link-primary" href="/">Browse our tools</Link> to place one.
        </p>
      }
    />
  );
}

function OrderRow({ order, onlineOffered, onDeleted }: { order: MyOrder; onlineOffered: boolean; onDeleted: () => void }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const statusCell = useRef<HTMLTableCellElement>(null);
  const payable = order.status === 'pending' && isPayable(order.payment.status);

  const remove = () =>
    startTransition(async () => {
      if (!announceResult(await deleteOrderAction(order.id), toasts.orderDeleted)) return router.refresh();
      onDeleted();
    });

  return (
    <tr data-testid="order-row" data-order-id={order.id} aria-busy={busy || undefined}>
      <RowHeading label="Product">
        {order.product}
        <OrderLines lines={order.lines} />
      </RowHeading>
      <td data-label="Quantity">{formatNumber(order.quantity)}</td>
      <td data-label="Total">{formatBDT(order.total)}</td>
      <td ref={statusCell} tabIndex={-1} data-testid="order-status" data-label="Status">
        <OrderStatusBadge status={order.status} />
      </td>
      <td data-label="Payment">
        <PaymentStatusBadge payment={order.payment} />
      </td>
      <td data-label="Timeline">
        <OrderTimeline timeline={order.timeline} />
      </td>
      <td className="flex flex-wrap gap-2">
        <Link className="btn btn-ghost btn-sm" href={`/dashboard/orders/${order.id}/receipt`} aria-label={`Receipt for ${order.product}`}>
          Receipt
        </Link>
        {order.payment.method === 'online' && order.payment.status !== 'unpaid' ? (
          <Link className="btn btn-ghost btn-sm" href={`/dashboard/orders/${order.id}/payment`} aria-label={`Payment of ${order.product}`}>
            Payment
          </Link>
        ) : null}
        {payable ? (
          <>
            {/* Once confirmed the buttons are gone: the keyboard goes where the news is. */}
            <PaymentChoice order={order} onlineOffered={onlineOffered} onConfirmed={() => statusCell.current?.focus()} />
            <ConfirmButton
              label={`Delete order for ${order.product}`}
              detail={`Your order of ${formatNumber(order.quantity)} x ${order.product} will be deleted and its stock released.`}
              confirmText="Yes, delete"
              disabled={busy}
              onConfirm={remove}
            >
              Delete
            </ConfirmButton>
          </>
        ) : null}
      </td>
    </tr>
  );
}
