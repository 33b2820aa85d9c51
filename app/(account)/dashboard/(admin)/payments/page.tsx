import type { Metadata } from 'next';
import Link from 'next/link';
import { PaymentsTable } from '@/components/dashboard/PaymentsTable';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listPaymentsPage } from '@/lib/data/payments';
import { ATTEMPT_STATUS, ATTEMPT_STATUSES, type AttemptStatus } from '@/lib/order-status';
import { paymentTexts } from '@/lib/texts';
import { paymentListQuery } from '@/lib/validation/payments';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'Payments' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The address of one page of the payments, in one state or all. */
function paymentsHref(status: AttemptStatus | null, page = 1): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/payments?${text}` : '/dashboard/payments';
}

/** Admins only: every payment attempt with its gateway ids, risk and refund, filtered by state (docs/payments.md). */
export default async function PaymentsPage({ searchParams }: Props) {
  const caller = await requireAdmin('/dashboard/payments');
  const query = await searchParams;
  const { status } = paymentListQuery(query);
  const payments = await listPaymentsPage(caller, { page: query.page, status: query.status });
  const filters: { status: AttemptStatus | null; label: string }[] = [
    { status: null, label: paymentTexts.showAll },
    ...ATTEMPT_STATUSES.map((each) => ({ status: each, label: ATTEMPT_STATUS[each].label })),
  ];
  return (
    <DashboardPage id="payments" title={paymentTexts.heading} intro={paymentTexts.intro}>
      <nav aria-label={paymentTexts.filtersLabel} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link
                href={paymentsHref(filter.status)}
                className={`btn btn-sm ${filter.status === status ? 'btn-primary' : 'btn-outline'}`}
                aria-current={filter.status === status ? 'page' : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {payments.total === 0 ? (
        <p data-testid="no-payments">{paymentTexts.noPayments}</p>
      ) : (
        <PaymentsTable payments={payments.items} total={payments.total} filtered={status !== null} />
      )}
      <Pagination page={payments.page} pageCount={payments.pageCount} href={(page) => paymentsHref(status, page)} label={paymentTexts.pages} />
    </DashboardPage>
  );
}
