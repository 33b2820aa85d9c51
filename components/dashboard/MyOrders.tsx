'use client';

import Link from '@/components/i18n/Link';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { announceResult } from '@/components/ui/announce-result';
import { deleteOrderAction } from '@/lib/actions/orders';
import type { ActionResult } from '@/lib/actions/result';
import type { OrderSummary } from '@/lib/data/order-types';
import type { Language } from '@/lib/domain/i18n';
import { translated } from '@/components/i18n/translated';
import { PaymentChoice } from './PaymentChoice';
import { RowHeading } from '@/components/ui/DataTable';
import { ActionTable, useRowActions } from './ActionTable';

/**
 * An order's cells that do not react, rendered by the server in the page's words (./my-order-rows.tsx): the product
 * with its lines, the total, the two badges and the timeline, so that their components and the formatting of dates and
 * figures stay out of the page's script. The quantity comes written, for the delete button's words too.
 */
type OrderCells = Record<'product' | 'total' | 'status' | 'payment' | 'timeline', React.ReactNode> & { quantity: string };

export type MyOrder = Pick<OrderSummary, 'id' | 'product'> & {
  payment: Pick<OrderSummary['payment'], 'method' | 'status'>;
  /** Pending, and its money one a customer may still pay (isPayable): the row offers both ways to pay, and the delete. */
  payable: boolean;
  cells: OrderCells;
};

/**
 * The customer's orders. Each row has its own state: paying for or deleting one order never disables the others
 * (docs/orders.md). A pending order offers both ways to pay (docs/payments.md). Only what reacts runs in the browser:
 * the row's buttons, its busy state and its leaving; the other cells come rendered by the server.
 */
export function MyOrders({ orders, onlineOffered }: { orders: MyOrder[]; onlineOffered: boolean }) {
  const { myOrderTexts: texts } = useTexts();
  return (
    <ActionTable
      words={texts}
      columns={['product', 'quantity', 'total', 'status', 'payment', 'timeline']}
      testId="my-orders"
      caption={texts.caption}
      rows={orders}
      row={(order, leave) => <OrderRow key={order.id} order={order} onlineOffered={onlineOffered} onDeleted={leave} />}
      empty={
        <p data-testid="no-orders">
          {texts.noOrders} <Link className="link link-primary" href="/">{texts.browseTools}</Link> {texts.toPlaceOne}
        </p>
      }
    />
  );
}

function OrderRow({ order, onlineOffered, onDeleted }: { order: MyOrder; onlineOffered: boolean; onDeleted: () => void }) {
  const router = useRouter();
  const language = useLanguage();
  const { myOrderTexts: texts, toasts } = useTexts();
  const { busy, run } = useRowActions();
  const statusCell = useRef<HTMLTableCellElement>(null);
  const { columns } = texts;
  const { cells } = order;

  const remove = () =>
    run(async () => {
      if (!announceResult(refusalIn(await deleteOrderAction(order.id), language), toasts.orderDeleted)) return router.refresh();
      onDeleted();
    });

  return (
    <tr data-testid="order-row" data-order-id={order.id} aria-busy={busy || undefined}>
      <RowHeading label={columns.product}>{cells.product}</RowHeading>
      <td data-label={columns.quantity}>{cells.quantity}</td>
      <td data-label={columns.total}>{cells.total}</td>
      <td ref={statusCell} tabIndex={-1} data-testid="order-status" data-label={columns.status}>
        {cells.status}
      </td>
      <td data-label={columns.payment}>{cells.payment}</td>
      <td data-label={columns.timeline}>{cells.timeline}</td>
      <td className="flex flex-wrap gap-2">
        <Link className="btn btn-ghost btn-sm" href={`/dashboard/orders/${order.id}/receipt`} aria-label={texts.receiptLabel(order.product)}>
          {texts.receipt}
        </Link>
        {order.payment.method === 'online' && order.payment.status !== 'unpaid' ? (
          <Link className="btn btn-ghost btn-sm" href={`/dashboard/orders/${order.id}/payment`} aria-label={texts.paymentLabel(order.product)}>
            {texts.payment}
          </Link>
        ) : null}
        {order.payable ? (
          <>
            {/* Once confirmed the buttons are gone: the keyboard goes where the news is. */}
            <PaymentChoice order={order} onlineOffered={onlineOffered} onConfirmed={() => statusCell.current?.focus()} />
            <ConfirmButton words={texts.delete} about={[order.product, cells.quantity]} disabled={busy} onConfirm={remove} />
          </>
        ) : null}
      </td>
    </tr>
  );
}

/** A refusal in the page's language: announceResult toasts its first field's message, or its error, as it is. */
function refusalIn(result: ActionResult, language: Language): ActionResult {
  if (result.ok) return result;
  const { fields, ...refusal } = result;
  return { ...refusal, error: translated(Object.values(fields ?? {})[0]?.[0] ?? refusal.error, language) };
}
