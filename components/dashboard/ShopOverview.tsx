import Link from 'next/link';
import type { Overview } from '@/lib/data/overview';
import { formatDate } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { formatNumber } from '@/lib/numbers';
import { paymentTexts } from '@/lib/texts';
import { DailyChart } from './DailyChart';
import { DataTable } from '@/components/ui/DataTable';

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
export function ShopOverview({ overview }: { overview: Overview }) {
  const { days, totals, waiting, oldestToShip, lowStock, newestReviews, refundsDue } = overview;
  return (
    <div className="flex flex-col gap-8">
      <dl className="stats stats-vertical w-full bg-base-100 shadow-sm xl:stats-horizontal">
        <Stat label="Orders, last 30 days" value={formatNumber(totals.orders)} testId="overview-orders" />
        <Stat label="Revenue, last 30 days" value={formatBDT(totals.revenue)} testId="overview-revenue" detail="Money validated by the gateway or collected in cash in these days" />
        <Stat label="To ship" value={formatNumber(waiting.confirmed)} testId="overview-to-ship" detail="Confirmed, waiting to be shipped" />
        <Stat label="Awaiting payment" value={formatNumber(waiting.pending)} testId="overview-awaiting-payment" />
        <Stat label="On the way" value={formatNumber(waiting.shipped)} testId="overview-on-the-way" />
        <Stat
          label={paymentTexts.refundsDue}
          value={formatNumber(refundsDue)}
          testId="overview-refunds-due"
          detail={
            <Link href="/dashboard/payments?status=refund_due" className="link">
              {paymentTexts.refundsDueLink}
            </Link>
          }
        />
      </dl>

      <section aria-labelledby="overview-days-heading">
        <h2 id="overview-days-heading" className="mb-3 text-xl font-bold">
          The last 30 days
        </h2>
        <p className="mb-3 text-sm opacity-70">Days run midnight to midnight in Dhaka time.</p>
        <div className="grid gap-6 xl:grid-cols-2">
          <DailyChart
            id="orders-per-day"
            title="Orders placed per day"
            valueLabel="Orders"
            unit="orders"
            days={days.map((day) => ({ day: day.day, value: day.orders }))}
            format={formatNumber}
          />
          <DailyChart
            id="revenue-per-day"
            title="Revenue per day (BDT, money in that day)"
            valueLabel="Revenue"
            unit=""
            days={days.map((day) => ({ day: day.day, value: day.revenue }))}
            format={formatBDT}
          />
        </div>
      </section>

      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="overview-to-ship-heading">
          <h2 id="overview-to-ship-heading" className="mb-3 text-xl font-bold">
            Orders to ship, oldest first
          </h2>
          <DataTable
            label="Orders to ship"
            testId="overview-to-ship-list"
            small
            columns={['Placed', 'Product', 'Customer', 'Total']}
            rows={oldestToShip}
            row={(order) => (
              <tr key={order.id}>
                <td data-label="Placed">{formatDate(order.createdAt)}</td>
                <td data-label="Product">{`${order.product} x ${formatNumber(order.quantity)}`}</td>
                <td data-label="Customer">{order.email}</td>
                <td data-label="Total">{formatBDT(order.total)}</td>
              </tr>
            )}
            empty={<p>No confirmed order is waiting to be shipped.</p>}
          />
          <Link href="/dashboard/confirmorder" className="link mt-2 inline-block">
            All placed orders
          </Link>
        </section>

        <section aria-labelledby="overview-low-stock-heading">
          <h2 id="overview-low-stock-heading" className="mb-3 text-xl font-bold">
            Low stock
          </h2>
          <p className="mb-2" data-testid="overview-low-stock-count">
            {lowStock.count === 1 ? '1 tool has' : `${formatNumber(lowStock.count)} tools have`} less stock than their minimum
            order.
          </p>
          <DataTable
            label="Low stock"
            testId="overview-low-stock-list"
            small
            columns={['Tool', 'Stock', 'Minimum order']}
            rows={lowStock.tools}
            row={(tool) => (
              <tr key={tool.id}>
                <td data-label="Tool">
                  <Link href={`/dashboard/manageproduct/${tool.id}`} className="link">
                    {tool.name}
                  </Link>
                </td>
                <td data-label="Stock">{formatNumber(tool.stock)}</td>
                <td data-label="Minimum order">{formatNumber(tool.minimum)}</td>
              </tr>
            )}
            empty={null}
          />
        </section>
      </div>

      <section aria-labelledby="overview-reviews-heading">
        <h2 id="overview-reviews-heading" className="mb-3 text-xl font-bold">
          Newest reviews
        </h2>
        {newestReviews.length === 0 ? (
          <p>No reviews yet.</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="overview-reviews">
            {newestReviews.map((review) => (
              <li key={review.id} className="rounded-box bg-base-100 p-3 shadow-sm">
                <p className="font-semibold">
                  {review.name} <span className="font-normal opacity-70">{`rated ${review.ratings} of 5, ${formatDate(review.createdAt)}`}</span>
                </p>
                <p className="line-clamp-3">{review.review}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
