import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { PaymentChoice } from './PaymentChoice';

/** Straight after a purchase: the order just placed, and its two ways to pay (docs/payments.md), in the page's language. */
export async function PlacedOrderPayment({
  order,
  onlineOffered,
}: {
  order: { id: string; product: string; quantity: number; total: number };
  onlineOffered: boolean;
}) {
  const { payTexts } = await pageTexts();
  const language = await pageLanguage();
  const total = formatBDT(order.total, language);
  return (
    <section aria-labelledby="placed-heading" className="card bg-base-200 mb-6" data-testid="placed-order-payment">
      <div className="card-body gap-3">
        <p>{payTexts.placedNotice}</p>
        <h2 id="placed-heading" className="card-title">
          {payTexts.choiceHeading}
        </h2>
        <p>
          {/* The tool's name as it was ordered, in English: said as English on a Bangla page. */}
          {formatNumber(order.quantity, language)} x {language === 'en' ? order.product : <span lang="en">{order.product}</span>}:{' '}
          <strong>{total}</strong>
        </p>
        <p className="text-sm">{onlineOffered ? payTexts.choiceIntro(total) : payTexts.cashOnlyIntro(total)}</p>
        <PaymentChoice order={order} onlineOffered={onlineOffered} size="btn-md" />
      </div>
    </section>
  );
}
