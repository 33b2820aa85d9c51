import Link from '@/components/i18n/Link';
import type { OrderSummary } from '@/lib/data/order-types';
import { formatDateTime } from '@/lib/domain/dates';
import { isDistrict } from '@/lib/domain/districts';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { isPayable } from '@/lib/domain/order-status';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { OrderLines } from './OrderLines';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentCheck } from './PaymentCheck';
import { PaymentChoice } from './PaymentChoice';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { HeadedSection } from '@/components/ui/HeadedSection';

/**
 * Where one order's money stands, in words, with what the customer can do next: pay again or choose cash while the
 * order is payable, or wait (the page asks again by itself) while the gateway has not confirmed a payment. In the
 * page's language; the order's tool names are as they were ordered, in English.
 */
export async function OrderPayment({ order, onlineOffered, returnedPaid }: { order: OrderSummary; onlineOffered: boolean; returnedPaid: boolean }) {
  const { checkoutTexts, districtNames, myOrderTexts, payTexts, statusLabels } = await pageTexts();
  const language = await pageLanguage();
  const { status } = order.payment;
  const payable = order.status === 'pending' && isPayable(status);
  const waiting = order.status === 'pending' && status === 'pending';
  const sentence = waiting && returnedPaid ? payTexts.state.confirming : payTexts.state[status];
  const tone = status === 'paid' || status === 'due' ? 'alert-success' : status === 'failed' ? 'alert-error' : status === 'pending' || status === 'held' ? 'alert-warning' : 'alert-info';
  const district = isDistrict(order.district) ? districtNames[order.district] : order.district;
  // Said as English on a Bangla page.
  const product = language === 'en' ? order.product : <span lang="en">{order.product}</span>;
  return (
    <div className="max-w-2xl space-y-6" data-testid="order-payment" data-order-id={order.id} data-payment-status={status}>
      <section aria-labelledby="payment-order-heading" className="space-y-2">
        <h2 id="payment-order-heading" className="text-xl font-bold">
          {order.lines.length === 1 ? (
            <>
              {formatNumber(order.quantity, language)} x {product}
            </>
          ) : (
            product
          )}
        </h2>
        <OrderLines lines={order.lines} language={language} myOrderTexts={myOrderTexts} />
        {order.deliveryCharge > 0 ? (
          <p className="text-sm">
            {checkoutTexts.deliveryTo(district)}: {formatBDT(order.deliveryCharge, language)}
          </p>
        ) : null}
        <p>
          <strong>{formatBDT(order.total, language)}</strong> <OrderStatusBadge status={order.status} statusLabels={statusLabels} />{' '}
          <PaymentStatusBadge payment={order.payment} statusLabels={statusLabels} />
        </p>
      </section>
      <div role="status" className={`alert ${tone}`} data-testid="payment-state">
        <span>{sentence}</span>
      </div>
      {waiting ? <PaymentCheck orderId={order.id} /> : null}
      {payable && order.payment.payableUntil ? (
        <p className="text-sm">{payTexts.payableUntil(formatDateTime(order.payment.payableUntil, language))}</p>
      ) : null}
      {payable ? (
        <HeadedSection headingId="payment-choice-heading" title={payTexts.choiceHeading} headingClassName="text-lg font-semibold" className="space-y-3">
          <PaymentChoice order={order} onlineOffered={onlineOffered} size="btn-md" />
        </HeadedSection>
      ) : null}
      <p className="flex flex-wrap gap-4">
        <Link className="link link-primary" href="/dashboard/myorder">
          {payTexts.backToOrders}
        </Link>
        <Link className="link link-primary" href={`/dashboard/orders/${order.id}/receipt`}>
          {payTexts.receipt}
        </Link>
      </p>
    </div>
  );
}
