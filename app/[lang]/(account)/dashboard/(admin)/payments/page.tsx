import { titleFrom } from '@/lib/http/page-titles';
import { PaymentsTable } from '@/components/dashboard/PaymentsTable';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listPaymentsPage } from '@/lib/data/payments';
import { pathIn } from '@/lib/domain/i18n';
import { ATTEMPT_STATUSES, type AttemptStatus } from '@/lib/domain/order-status';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { paymentListQuery } from '@/lib/validation/payments';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminOrdersWords } from '@/components/i18n/words/admin-orders';
import { StatusesWords } from '@/components/i18n/words/statuses';

export const generateMetadata = titleFrom((texts) => texts.paymentTexts.heading);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The address of one page of the payments, in one state or all (in English: see pathIn). */
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
  const [payments, { paymentTexts, adminStatusTexts }, language] = await Promise.all([
    listPaymentsPage(caller, { page: query.page, status: query.status }),
    pageTexts(),
    pageLanguage(),
  ]);
  const filters: { filter: AttemptStatus | null; label: string }[] = [
    { filter: null, label: paymentTexts.showAll },
    ...ATTEMPT_STATUSES.map((each) => ({ filter: each, label: adminStatusTexts.attempt[each] })),
  ];
  return (
    <DashboardPage id="payments" title={paymentTexts.heading} intro={paymentTexts.intro} words={[AdminWords, AdminOrdersWords, StatusesWords]}>
      <FilterLinks label={paymentTexts.filtersLabel} filters={filters} current={status} href={paymentsHref} />
      {payments.total === 0 ? (
        <p data-testid="no-payments">{paymentTexts.noPayments}</p>
      ) : (
        <PaymentsTable payments={payments.items} total={payments.total} filtered={status !== null} />
      )}
      <Pagination of={payments} href={(page) => pathIn(language, paymentsHref(status, page))} label={paymentTexts.pages} />
    </DashboardPage>
  );
}
