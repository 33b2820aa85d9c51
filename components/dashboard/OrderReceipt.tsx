import Link from 'next/link';
import { PrintButton } from '@/components/ui/PrintButton';
import type { OrderSummary } from '@/lib/data/order-types';
import { formatDate } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { ORDER_STATUS, PAYMENT_METHOD_LABEL, PAYMENT_STATUS } from '@/lib/order-status';
import { business, fullAddress } from '@/lib/site';
import { checkoutTexts } from '@/lib/texts';
import { OrderTimeline } from './OrderTimeline';
import { formatNumber } from '@/lib/numbers';

/** A part of the receipt under its own heading, which names it. */
function ReceiptPart({ id, title, className, children }: { id: string; title: string; className: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-1 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * An order's receipt, made to be printed on one A4 page (docs/orders.md, "Receipts"): the shop, the order number,
 * the customer, the goods with quantity, unit price and total in BDT, where the order stands and its dates.
 * An order whose money has not arrived (validated by the gateway or recorded in cash) prints as an order confirmation.
 */
export function OrderReceipt({ order, showWho, backTo }: { order: OrderSummary; showWho: boolean; backTo: { href: string; label: string } }) {
  const paid = order.payment.status === 'paid';
  const placedAt = order.timeline.find((step) => step.status === 'pending')?.at ?? order.createdAt;
  return (
    <article aria-labelledby="receipt-heading" data-testid="receipt" className="mx-auto max-w-3xl text-sm print:max-w-none">
      <div className="mb-6 flex flex-wrap justify-between gap-3 print:hidden">
        <Link className="btn btn-ghost btn-sm" href={backTo.href}>
          Back to {backTo.label}
        </Link>
        <PrintButton>Print receipt</PrintButton>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-base-300 pb-5">
        <div>
          <p className="text-2xl font-extrabold text-primary">{business.name}</p>
          <address className="mt-1 not-italic leading-relaxed" data-testid="receipt-shop">
            {fullAddress}
            <br />
            {business.phone} · {business.email}
          </address>
        </div>
        <div className="text-right">
          <h1 id="receipt-heading" className="text-3xl font-bold">
            {paid ? 'Receipt' : 'Order confirmation'}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5 text-left">
            <dt className="font-semibold">Order number</dt>
            <dd data-testid="receipt-number" className="font-mono">
              {order.id}
            </dd>
            <dt className="font-semibold">Ordered</dt>
            <dd>{formatDate(placedAt)}</dd>
            <dt className="font-semibold">Status</dt>
            <dd data-testid="receipt-status">{ORDER_STATUS[order.status].label}</dd>
            <dt className="font-semibold">Payment</dt>
            <dd data-testid="receipt-payment">
              {PAYMENT_STATUS[order.payment.status].label}
              {order.payment.method ? ` (${PAYMENT_METHOD_LABEL[order.payment.method]})` : ''}
            </dd>
          </dl>
        </div>
      </header>

      <ReceiptPart id="receipt-customer" title="Customer" className="mt-5">
        <p className="whitespace-pre-line leading-relaxed" data-testid="receipt-customer">
          {order.userName}
          {'\n'}
          {order.email} · {order.phone}
          {'\n'}
          {order.address}
        </p>
      </ReceiptPart>

      {/* On a phone a long name or a large total can make the table wider than the screen: it then scrolls on its
          own, as the dashboard's wide tables do (docs/decisions/0074-dashboard-on-every-screen.md). */}
      <div className="mt-6 overflow-x-auto" role="region" aria-label="What was ordered" tabIndex={0}>
        <table className="table table-sm sm:table-md" data-testid="receipt-items">
          <caption className="sr-only">What was ordered</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="text-right">
                Quantity
              </th>
              <th scope="col" className="text-right">
                Unit price
              </th>
              <th scope="col" className="text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.toolId} data-testid="receipt-line">
                <th scope="row" className="font-medium [overflow-wrap:anywhere]">
                  {line.product}
                </th>
                <td className="text-right">{formatNumber(line.quantity)}</td>
                <td className="text-right">{formatBDT(line.unitPrice)}</td>
                <td className="text-right">{formatBDT(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.lines.length > 1 || order.deliveryCharge > 0 ? (
              <>
                <tr>
                  <th scope="row" colSpan={3} className="text-right">
                    {checkoutTexts.subtotal}
                  </th>
                  <td className="text-right">{formatBDT(order.subtotal)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3} className="text-right">
                    {checkoutTexts.deliveryTo(order.district)}
                  </th>
                  <td className="text-right" data-testid="receipt-delivery">
                    {order.deliveryCharge > 0 ? formatBDT(order.deliveryCharge) : checkoutTexts.free}
                  </td>
                </tr>
              </>
            ) : null}
            <tr>
              <th scope="row" colSpan={3} className="text-right text-base">
                {paid ? 'Total paid' : 'Total to pay'}
              </th>
              <td className="text-right text-base font-bold" data-testid="receipt-total">
                {formatBDT(order.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <ReceiptPart id="receipt-dates" title="Dates" className="mt-6">
        <OrderTimeline timeline={order.timeline} showWho={showWho} />
      </ReceiptPart>

      <p className="mt-8 border-t border-base-300 pt-4 opacity-80">
        {paid
          ? `Thank you for your order. Prices are in Bangladeshi taka (BDT). Questions: ${business.phone}, ${business.email}.`
          : 'This order is not paid yet: confirm it under My Order. Prices are in Bangladeshi taka (BDT).'}
      </p>
    </article>
  );
}
