'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useTransition } from 'react';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { announceResult } from '@/components/ui/schema-form';
import { confirmOrderAction, deleteOrderAction } from '@/lib/actions/orders';
import type { OrderSummary } from '@/lib/data/orders';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/texts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { formatNumber } from '@/lib/numbers';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

export type MyOrder = Pick<OrderSummary, 'id' | 'product' | 'quantity' | 'total' | 'status' | 'timeline'>;

/**
 * The customer's orders. Each row has its own state: paying for or deleting one order never disables the others
 * (docs/orders.md).
 */
export function MyOrders({ orders }: { orders: MyOrder[] }) {
  const caption = useRef<HTMLTableCaptionElement>(null);
  return (
    <DataTable
      label="My orders"
      testId="my-orders"
      caption="Your orders, newest first. Confirm an order to pay for it; unconfirmed orders can be deleted."
      captionRef={caption}
      columns={['Product', 'Quantity', 'Total', 'Status', 'Timeline']}
      actions="Actions"
      rows={orders}
      row={(order) => <OrderRow key={order.id} order={order} onDeleted={() => caption.current?.focus()} />}
      empty={
        <p data-testid="no-orders">
          You have no orders yet. <Link className="link link-primary" href="/">Browse our tools</Link> to place one.
        </p>
      }
    />
  );
}

function OrderRow({ order, onDeleted }: { order: MyOrder; onDeleted: () => void }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const statusCell = useRef<HTMLTableCellElement>(null);

  // When an order changed elsewhere (paid in another tab, say), the refusal is shown and the page refreshed.
  const pay = () =>
    startTransition(async () => {
      if (!announceResult(await confirmOrderAction(order.id), toasts.orderConfirmed)) return router.refresh();
      // The Confirm button is gone now: keep the keyboard where the news is.
      statusCell.current?.focus();
    });

  const remove = () =>
    startTransition(async () => {
      if (!announceResult(await deleteOrderAction(order.id), toasts.orderDeleted)) return router.refresh();
      onDeleted();
    });

  return (
    <tr data-testid="order-row" data-order-id={order.id} aria-busy={busy || undefined}>
      <RowHeading label="Product">{order.product}</RowHeading>
      <td data-label="Quantity">{formatNumber(order.quantity)}</td>
      <td data-label="Total">{formatBDT(order.total)}</td>
      <td ref={statusCell} tabIndex={-1} data-testid="order-status" data-label="Status">
        <OrderStatusBadge status={order.status} />
      </td>
      <td data-label="Timeline">
        <OrderTimeline timeline={order.timeline} />
      </td>
      <td className="flex flex-wrap gap-2">
        <Link className="btn btn-ghost btn-sm" href={`/dashboard/orders/${order.id}/receipt`} aria-label={`Receipt for ${order.product}`}>
          Receipt
        </Link>
        {order.status === 'pending' ? (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={`Confirm order for ${order.product}`}
              disabled={busy}
              onClick={pay}
            >
              Confirm
            </button>
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
