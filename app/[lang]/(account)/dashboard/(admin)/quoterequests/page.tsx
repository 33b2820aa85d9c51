import { titleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { QuoteList } from '@/components/quotes/QuoteList';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import type { SearchParams } from '@/lib/auth/search-params';
import { listQuotes } from '@/lib/data/quotes';
import { pathIn } from '@/lib/domain/i18n';
import { pageNumber } from '@/lib/domain/pagination';
import { QUOTE_STATUSES, type QuoteStatus } from '@/lib/domain/quote-status';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { StatusesWords } from '@/components/i18n/words/statuses';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.quoteRequests);

/** Admins only: every quote request, newest first, or those in one status; each opens to be answered. */
export default async function QuoteRequestsPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requireAdmin('/dashboard/quoterequests');
  const query = await searchParams;
  const status = QUOTE_STATUSES.find((value) => value === query.status) ?? null;
  const [quotes, { menuTexts, adminQuoteTexts, statusLabels }, language] = await Promise.all([
    listQuotes(caller, { page: pageNumber(query.page), status }),
    pageTexts(),
    pageLanguage(),
  ]);
  // In English: Link puts the page's language in front, and Pagination's links are given it by pathIn.
  const link = (next: { status?: QuoteStatus | null; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    const search = params.toString();
    return `/dashboard/quoterequests${search ? `?${search}` : ''}`;
  };
  const filters: { label: string; status: QuoteStatus | null }[] = [
    { label: adminQuoteTexts.all, status: null },
    ...QUOTE_STATUSES.map((value) => ({ label: statusLabels.quote[value], status: value })),
  ];
  return (
    <DashboardPage id="quoterequests" title={menuTexts.quoteRequests} words={[StatusesWords]}>
      <nav aria-label={adminQuoteTexts.filtersLabel} className="mb-4 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.status ?? 'all'}
            href={link({ status: filter.status })}
            className={`btn btn-sm ${filter.status === status ? 'btn-primary' : 'btn-ghost'}`}
            aria-current={filter.status === status ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {quotes.total === 0 ? (
        <p data-testid="no-quotes">{adminQuoteTexts.noQuotes}</p>
      ) : (
        <>
          <QuoteList quotes={quotes.items} forAdmin caption={adminQuoteTexts.caption} />
          <Pagination of={quotes} href={(page) => pathIn(language, link({ status, page }))} label={adminQuoteTexts.pages} />
        </>
      )}
    </DashboardPage>
  );
}
