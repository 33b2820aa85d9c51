'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useTransition } from 'react';
import { toast } from 'sonner';
import { confirmOrderAction, deleteOrderAction } from '@/app/dashboard/actions';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import type { OrderSummary } from '@/lib/data/orders';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/toasts';
import { STATUS_BADGES, STATUS_LABELS, formatOrderDate } from './order-status';

export type MyOrder = Pick<OrderSummary, 'id' | 'product' | 'quantity' | 'total' | 'status' | 'createdAt'>;

/**
 * The customer's orders. Each row has its own state: paying for or deleting one order never disables the others
 * (the spec's one shared flag was a bug).
 */
export function MyOrders({ orders }: { orders: MyOrder[] }) {
  const caption = useRef<HTMLTableCaptionElement>(null);
  if (orders.length === 0) {
    return (
      <p data-testid="no-orders">
        You have no orders yet. <Link className="link link-primary" href="/">Browse our tools</Link> to place one.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="my-orders">
        <caption ref={caption} tabIndex={-1} className="mb-2 text-left text-sm opacity-70">
          Your orders, newest first. Confirm an order to pay for it; unconfirmed orders can be deleted.
        </caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Ordered</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} onDeleted={() => caption.current?.focus()} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ order, onDeleted }: { order: MyOrder; onDeleted: () => void }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const statusCell = useRef<HTMLTableCellElement>(null);

  const pay = () =>
    startTransition(async () => {
      const answer = await confirmOrderAction(order.id);
      if (!answer.ok) {
        toast.error(answer.error);
        // The order changed elsewhere (paid in another tab, say): show where it stands now.
        router.refresh();
        return;
      }
      toast.success(toasts.orderConfirmed);
      // The Confirm button is gone now: keep the keyboard where the news is.
      statusCell.current?.focus();
    });

  const remove = () =>
    startTransition(async () => {
      const answer = await deleteOrderAction(order.id);
      if (!answer.ok) {
        toast.error(answer.error);
        // The order changed elsewhere (paid in another tab, say): show where it stands now.
        router.refresh();
        return;
      }
      toast.success(toasts.orderDeleted);
      onDeleted();
    });

  return (
    <tr data-testid="order-row" data-order-id={order.id} aria-busy={busy || undefined}>
      <th scope="row" className="font-medium">
        {order.product}
      </th>
      <td>{order.quantity}</td>
      <td>{formatBDT(order.total)}</td>
      <td ref={statusCell} tabIndex={-1} data-testid="order-status">
        <span className={`badge ${STATUS_BADGES[order.status]}`}>{STATUS_LABELS[order.status]}</span>
      </td>
      <td>{formatOrderDate(order.createdAt)}</td>
      <td className="flex flex-wrap gap-2">
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
              detail={`Your order of ${order.quantity} x ${order.product} will be deleted and its stock released.`}
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
