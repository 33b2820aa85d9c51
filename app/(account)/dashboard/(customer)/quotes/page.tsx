import type { Metadata } from 'next';
import Link from 'next/link';
import { QuoteList } from '@/components/quotes/QuoteList';
import { Pagination } from '@/components/ui/Pagination';
import { requireSignedIn } from '@/lib/auth/guards';
import { listMyQuotes } from '@/lib/data/quotes';
import { pageNumber } from '@/lib/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'My Quotes' };

/** The signed-in customer's quote requests, newest first, with the shop's answers (docs/orders.md, "Quotes"). */
export default async function MyQuotesPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireSignedIn('/dashboard/quotes');
  const quotes = await listMyQuotes(caller, pageNumber((await searchParams).page));
  return (
    <DashboardPage id="quotes" title="My Quotes">
      {quotes.total === 0 ? (
        <p data-testid="no-quotes">
          You have asked for no quotes yet. Need more than we have in stock? Type the quantity on a tool&apos;s purchase
          page and choose Request a quote. <Link className="link link-primary" href="/">Browse our tools</Link>.
        </p>
      ) : (
        <>
          <QuoteList quotes={quotes.items} forAdmin={false} caption="Your quote requests, newest first. Open one to see our answer, write to us or accept it." />
          <Pagination page={quotes.page} pageCount={quotes.pageCount} href={(page) => `/dashboard/quotes?page=${page}`} label="My Quotes pages" />
        </>
      )}
    </DashboardPage>
  );
}
