'use client';

import Link from 'next/link';
import { useRef, useTransition } from 'react';
import { announceResult } from '@/components/ui/schema-form';
import { advanceFulfilmentAction } from '@/lib/actions/orders';
import type { ConfirmedOrderSummary } from '@/lib/data/orders';
import { formatBDT } from '@/lib/money';
import { ORDER_STATUS, type FulfilmentStep } from '@/lib/order-status';
import { toasts } from '@/lib/texts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

const STEP_TOASTS: Record<FulfilmentStep, string> = { shipped: toasts.orderShipped, delivered: toasts.orderDelivered };

/** Placed Orders (admin): confirmed orders with their status, moved on one step at a time. */
export function PlacedOrders({ orders }: { orders: ConfirmedOrderSummary[] }) {
  return (
    <DataTable
      label="Placed orders"
      testId="placed-orders"
      caption="Confirmed (paid) orders, newest first. Move each on when it ships and when it is delivered."
      columns={['Customer', 'Product', 'Price', 'Address', 'Phone', 'Status', 'Timeline']}
      actions="Actions"
      rows={orders}
      row={(order) => <PlacedOrderRow key={order.id} order={order} />}
      empty={<p>No orders have been confirmed yet.</p>}
    />
  );
}

function PlacedOrderRow({ order }: { order: ConfirmedOrderSummary }) {
  const [busy, startTransition] = useTransition();
  const statusCell = useRef<HTMLTableCellElement>(null);
  const next = ORDER_STATUS[order.status].next;

  const moveOn = (step: FulfilmentStep) =>
    startTransition(async () => {
      if (announceResult(await advanceFulfilmentAction(order.id, step), STEP_TOASTS[step])) statusCell.current?.focus();
    });

  return (
    <tr data-testid="placed-order-row" aria-busy={busy || undefined}>
      <td data-label="Customer">{order.user}</td>
      <RowHeading label="Product">{order.name}</RowHeading>
      <td data-label="Price">{formatBDT(order.price)}</td>
      <td className="max-w-xs whitespace-pre-line" data-label="Address">{order.address}</td>
      <td data-label="Phone">{order.phone}</td>
      <td ref={statusCell} tabIndex={-1} data-testid="placed-order-status" data-label="Status">
        <OrderStatusBadge status={order.status} />
      </td>
      <td data-label="Timeline">
        <OrderTimeline timeline={order.timeline} showWho />
      </td>
      <td className="flex flex-wrap gap-2">
        <Link
          className="btn btn-ghost btn-sm"
          href={`/dashboard/orders/${order.id}/receipt`}
          aria-label={`Receipt: ${order.name} for ${order.user}`}
        >
          Receipt
        </Link>
        {next ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={`${next.action}: ${order.name} for ${order.user}`}
            disabled={busy}
            onClick={() => moveOn(next.status)}
          >
            {next.action}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
