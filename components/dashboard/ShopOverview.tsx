import Link from '@/components/i18n/Link';
import type { Overview } from '@/lib/data/overview';
import { formatDate } from '@/lib/domain/dates';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { DailyChart } from './DailyChart';
import { DataTable } from '@/components/ui/DataTable';
import { HeadedSection } from '@/components/ui/HeadedSection';

function Stat({ label, value, testId, detail }: { label: string; value: string; testId: string; detail?: React.ReactNode }) {
  return (
    <div className="stat">
      <dt className="stat-title">{label}</dt>
      <dd className="stat-value text-2xl" data-testid={testId}>
        {value}
      </dd>
      {detail ? <dd className="stat-desc">{detail}</dd> : null}
    </div>
  );
}

/** The admin's dashboard home: how the shop did over the last 30 days, and what waits (docs/admin.md). */
export async function ShopOverview({ overview }: { overview: Overview }) {
  const { days, totals, waiting, oldestToShip, lowStock, newestReviews, refundsDue } = overview;
  const [{ adminOverviewTexts: texts, paymentTexts }, language] = await Promise.all([pageTexts(), pageLanguage()]);
  const count = (value: number) => formatNumber(value, language);
  const taka = (value: number) => formatBDT(value, language);
  return (
    <div className="flex flex-col gap-8">
      <dl className="stats stats-vertical w-full bg-base-100 shadow-sm xl:stats-horizontal">
        <Stat label={texts.orders} value={count(totals.orders)} testId="overview-orders" />
        <Stat label={texts.revenue} value={taka(totals.revenue)} testId="overview-revenue" detail={texts.revenueDetail} />
        <Stat label={texts.toShip} value={count(waiting.confirmed)} testId="overview-to-ship" detail={texts.toShipDetail} />
        <Stat label={texts.awaitingPayment} value={count(waiting.pending)} testId="overview-awaiting-payment" />
        <Stat label={texts.onTheWay} value={count(waiting.shipped)} testId="overview-on-the-way" />
        <Stat
          label={paymentTexts.refundsDue}
          value={count(refundsDue)}
          testId="overview-refunds-due"
          detail={
            <Link href="/dashboard/payments?status=refund_due" className="link">
              {paymentTexts.refundsDueLink}
            </Link>
          }
        />
      </dl>

      <HeadedSection headingId="overview-days-heading" title={texts.daysHeading} headingClassName="mb-3 text-xl font-bold">
        <p className="mb-3 text-sm opacity-70">{texts.daysNote}</p>
        <div className="grid gap-6 xl:grid-cols-2">
          <DailyChart
            id="orders-per-day"
            title={texts.ordersChart}
            valueLabel={texts.ordersValue}
            unit={texts.ordersUnit}
            days={days.map((day) => ({ day: day.day, value: day.orders }))}
            format={count}
          />
          <DailyChart
            id="revenue-per-day"
            title={texts.revenueChart}
            valueLabel={texts.revenueValue}
            unit=""
            days={days.map((day) => ({ day: day.day, value: day.revenue }))}
            format={taka}
          />
        </div>
      </HeadedSection>

      <div className="grid gap-8 xl:grid-cols-2">
        <HeadedSection headingId="overview-to-ship-heading" title={texts.toShipHeading} headingClassName="mb-3 text-xl font-bold">
          <DataTable
            label={texts.toShipLabel}
            testId="overview-to-ship-list"
            small
            columns={[texts.toShipColumns.placed, texts.toShipColumns.product, texts.toShipColumns.customer, texts.toShipColumns.total]}
            rows={oldestToShip}
            row={(order) => (
              <tr key={order.id}>
                <td data-label={texts.toShipColumns.placed}>{formatDate(order.createdAt, language)}</td>
                <td data-label={texts.toShipColumns.product}>{texts.productTimes(order.product, order.quantity)}</td>
                <td data-label={texts.toShipColumns.customer}>{order.email}</td>
                <td data-label={texts.toShipColumns.total}>{taka(order.total)}</td>
              </tr>
            )}
            empty={<p>{texts.nothingToShip}</p>}
          />
          <Link href="/dashboard/confirmorder" className="link mt-2 inline-block">
            {texts.allPlacedOrders}
          </Link>
        </HeadedSection>

        <HeadedSection headingId="overview-low-stock-heading" title={texts.lowStockHeading} headingClassName="mb-3 text-xl font-bold">
          <p className="mb-2" data-testid="overview-low-stock-count">
            {texts.lowStockCount(lowStock.count)}
          </p>
          <DataTable
            label={texts.lowStockLabel}
            testId="overview-low-stock-list"
            small
            columns={[texts.lowStockColumns.tool, texts.lowStockColumns.stock, texts.lowStockColumns.minimum]}
            rows={lowStock.tools}
            row={(tool) => (
              <tr key={tool.id}>
                <td data-label={texts.lowStockColumns.tool}>
                  {/* The English name: the overview reads no Bangla names. */}
                  <Link href={`/dashboard/manageproduct/${tool.id}`} className="link" lang={language === 'en' ? undefined : 'en'}>
                    {tool.name}
                  </Link>
                </td>
                <td data-label={texts.lowStockColumns.stock}>{count(tool.stock)}</td>
                <td data-label={texts.lowStockColumns.minimum}>{count(tool.minimum)}</td>
              </tr>
            )}
            empty={null}
          />
        </HeadedSection>
      </div>

      <HeadedSection headingId="overview-reviews-heading" title={texts.reviewsHeading} headingClassName="mb-3 text-xl font-bold">
        {newestReviews.length === 0 ? (
          <p>{texts.noReviews}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="overview-reviews">
            {newestReviews.map((review) => (
              <li key={review.id} className="rounded-box bg-base-100 p-3 shadow-sm">
                <p className="font-semibold">
                  {review.name} <span className="font-normal opacity-70">{texts.rated(review.ratings, formatDate(review.createdAt, language))}</span>
                </p>
                <p className="line-clamp-3">{review.review}</p>
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>
    </div>
  );
}
