import type { Metadata } from 'next';
import Link from 'next/link';
import { QuoteList } from '@/components/quotes/QuoteList';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listQuotes } from '@/lib/data/quotes';
import { pageNumber } from '@/lib/pagination';
import { QUOTE_STATE, QUOTE_STATUSES, type QuoteStatus } from '@/lib/quote-status';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'Quote Requests' };

/** Admins only: every quote request, newest first, or those in one status; each opens to be answered. */
export default async function QuoteRequestsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[]; status?: string | string[] }>;
}) {
  const caller = await requireAdmin('/dashboard/quoterequests');
  const query = await searchParams;
  const status = QUOTE_STATUSES.find((value) => value === query.status) ?? null;
  const quotes = await listQuotes(caller, { page: pageNumber(query.page), status });
  const link = (next: { status?: QuoteStatus | null; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    const search = params.toString();
    return `/dashboard/quoterequests${search ? `?${search}` : ''}`;
  };
  const filters: { label: string; status: QuoteStatus | null }[] = [
    { label: 'All', status: null },
    ...QUOTE_STATUSES.map((value) => ({ label: QUOTE_STATE[value].label, status: value })),
  ];
  return (
    <DashboardPage id="quoterequests" title="Quote Requests">
      <nav aria-label="Show quotes" className="mb-4 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            href={link({ status: filter.status })}
            className={`btn btn-sm ${filter.status === status ? 'btn-primary' : 'btn-ghost'}`}
            aria-current={filter.status === status ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {quotes.total === 0 ? (
        <p data-testid="no-quotes">No quote requests here.</p>
      ) : (
        <>
          <QuoteList quotes={quotes.items} forAdmin caption="Quote requests, newest first. Open one to answer it or write to the customer." />
          <Pagination page={quotes.page} pageCount={quotes.pageCount} href={(page) => link({ status, page })} label="Quote Requests pages" />
        </>
      )}
    </DashboardPage>
  );
}
