import Link from '@/components/i18n/Link';
import { FigureHeading, SumRow } from '@/components/ui/FigureCells';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { PrintButton } from '@/components/ui/PrintButton';
import type { OrderSummary } from '@/lib/data/order-types';
import { formatDate } from '@/lib/domain/dates';
import { isDistrict } from '@/lib/domain/districts';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { business } from '@/lib/domain/site';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { OrderTimeline } from './OrderTimeline';

/** A part of the receipt under its own heading, which names it. */
function ReceiptPart({ id, title, className, children }: { id: string; title: string; className: string; children: React.ReactNode }) {
  return (
    <HeadedSection headingId={id} title={title} headingClassName="mb-1 font-semibold" className={className}>
      {children}
    </HeadedSection>
  );
}

/**
 * An order's receipt, made to be printed on one A4 page (docs/orders.md, "Receipts"): the shop, the order number,
 * the customer, the goods with quantity, unit price and total in BDT, where the order stands and its dates.
 * An order whose money has not arrived (validated by the gateway or recorded in cash) prints as an order confirmation.
 * In the page's language; the goods keep the names they were ordered by (English), and `backTo.label` comes written.
 */
export async function OrderReceipt({ order, showWho, backTo }: { order: OrderSummary; showWho: boolean; backTo: { href: string; label: string } }) {
  const { businessTexts, checkoutTexts, districtNames, myOrderTexts, receiptTexts: texts, statusLabels } = await pageTexts();
  const language = await pageLanguage();
  const money = (amount: number) => formatBDT(amount, language);
  const district = isDistrict(order.district) ? districtNames[order.district] : order.district;
  // A tool's name on a Bangla page is English: said as English.
  const productLang = language === 'en' ? undefined : 'en';
  const paid = order.payment.status === 'paid';
  const placedAt = order.timeline.find((step) => step.status === 'pending')?.at ?? order.createdAt;
  return (
    <article aria-labelledby="receipt-heading" data-testid="receipt" className="mx-auto max-w-3xl text-sm print:max-w-none">
      <div className="mb-6 flex flex-wrap justify-between gap-3 print:hidden">
        <Link className="btn btn-ghost btn-sm" href={backTo.href}>
          {texts.backTo(backTo.label)}
        </Link>
        <PrintButton>{texts.print}</PrintButton>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-base-300 pb-5">
        <div>
          <p className="text-2xl font-extrabold text-primary">{businessTexts.name}</p>
          <address className="mt-1 not-italic leading-relaxed" data-testid="receipt-shop">
            {businessTexts.address}
            <br />
            {business.phone} · {business.email}
          </address>
        </div>
        <div className="text-right">
          <h1 id="receipt-heading" className="text-3xl font-bold">
            {paid ? texts.receipt : texts.confirmation}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5 text-left">
            <dt className="font-semibold">{texts.orderNumber}</dt>
            <dd data-testid="receipt-number" className="font-mono">
              {order.id}
            </dd>
            <dt className="font-semibold">{texts.ordered}</dt>
            <dd>{formatDate(placedAt, language)}</dd>
            <dt className="font-semibold">{texts.status}</dt>
            <dd data-testid="receipt-status">{statusLabels.order[order.status]}</dd>
            <dt className="font-semibold">{texts.payment}</dt>
            <dd data-testid="receipt-payment">
              {statusLabels.payment[order.payment.status]}
              {order.payment.method ? ` (${statusLabels.method[order.payment.method]})` : ''}
            </dd>
          </dl>
        </div>
      </header>

      <ReceiptPart id="receipt-customer" title={texts.customer} className="mt-5">
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
      <div className="mt-6 overflow-x-auto" role="region" aria-label={texts.whatWasOrdered} tabIndex={0}>
        <table className="table table-sm sm:table-md" data-testid="receipt-items">
          <caption className="sr-only">{texts.whatWasOrdered}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.product}</th>
              <FigureHeading>{texts.quantity}</FigureHeading>
              <FigureHeading>{texts.unitPrice}</FigureHeading>
              <FigureHeading>{texts.total}</FigureHeading>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.toolId} data-testid="receipt-line">
                <th scope="row" className="font-medium [overflow-wrap:anywhere]" lang={productLang}>
                  {line.product}
                </th>
                <td className="text-right">{formatNumber(line.quantity, language)}</td>
                <td className="text-right">{money(line.unitPrice)}</td>
                <td className="text-right">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.lines.length > 1 || order.deliveryCharge > 0 ? (
              <>
                <SumRow label={checkoutTexts.subtotal} span={3}>
                  {money(order.subtotal)}
                </SumRow>
                <SumRow label={checkoutTexts.deliveryTo(district)} span={3} testId="receipt-delivery">
                  {order.deliveryCharge > 0 ? money(order.deliveryCharge) : checkoutTexts.free}
                </SumRow>
              </>
            ) : null}
            <SumRow label={paid ? texts.totalPaid : texts.totalToPay} span={3} grand testId="receipt-total">
              {money(order.total)}
            </SumRow>
          </tfoot>
        </table>
      </div>

      <ReceiptPart id="receipt-dates" title={texts.dates} className="mt-6">
        <OrderTimeline timeline={order.timeline} showWho={showWho} language={language} statusLabels={statusLabels} myOrderTexts={myOrderTexts} />
      </ReceiptPart>

      <p className="mt-8 border-t border-base-300 pt-4 opacity-80">
        {paid ? texts.thanks(business.phone, business.email) : texts.notPaid}
      </p>
    </article>
  );
}
