'use client';

import { useRef, useTransition } from 'react';
import { toast } from 'sonner';
import { advanceFulfilmentAction } from '@/app/dashboard/actions';
import type { ConfirmedOrderSummary } from '@/lib/data/orders';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/toasts';
import { STATUS_BADGES, STATUS_LABELS, formatOrderDate } from './order-status';

type Step = { status: 'shipped' | 'delivered'; action: string; toast: string };

/** The one step each confirmed order can take next (paid -> shipped -> delivered); none once delivered. */
const NEXT_STEP: Record<ConfirmedOrderSummary['status'], Step | null> = {
  paid: { status: 'shipped', action: 'Mark shipped', toast: toasts.orderShipped },
  shipped: { status: 'delivered', action: 'Mark delivered', toast: toasts.orderDelivered },
  delivered: null,
};

/** Placed Orders (admin): confirmed orders with their status, moved on one step at a time. */
export function PlacedOrders({ orders }: { orders: ConfirmedOrderSummary[] }) {
  if (orders.length === 0) return <p>No orders have been confirmed yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="placed-orders">
        <caption className="mb-2 text-left text-sm opacity-70">
          Confirmed (paid) orders, newest first. Move each on when it ships and when it is delivered.
        </caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Address</th>
            <th scope="col">Phone</th>
            <th scope="col">Status</th>
            <th scope="col">Confirmed</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <PlacedOrderRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlacedOrderRow({ order }: { order: ConfirmedOrderSummary }) {
  const [busy, startTransition] = useTransition();
  const statusCell = useRef<HTMLTableCellElement>(null);
  const next = NEXT_STEP[order.status];

  const moveOn = (step: Step) =>
    startTransition(async () => {
      const answer = await advanceFulfilmentAction(order.id, step.status);
      if (!answer.ok) {
        toast.error(answer.error);
        return;
      }
      toast.success(step.toast);
      statusCell.current?.focus();
    });

  return (
    <tr data-testid="placed-order-row" aria-busy={busy || undefined}>
      <td>{order.user}</td>
      <th scope="row" className="font-medium">
        {order.name}
      </th>
      <td>{formatBDT(order.price)}</td>
      <td className="max-w-xs whitespace-pre-line">{order.address}</td>
      <td>{order.phone}</td>
      <td ref={statusCell} tabIndex={-1} data-testid="placed-order-status">
        <span className={`badge ${STATUS_BADGES[order.status]}`}>{STATUS_LABELS[order.status]}</span>
      </td>
      <td>{formatOrderDate(order.createdAt)}</td>
      <td>
        {next ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={`${next.action}: ${order.name} for ${order.user}`}
            disabled={busy}
            onClick={() => moveOn(next)}
          >
            {next.action}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
