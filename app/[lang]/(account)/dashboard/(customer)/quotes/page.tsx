import { titleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { QuoteList } from '@/components/quotes/QuoteList';
import { Pagination } from '@/components/ui/Pagination';
import { requireSignedIn } from '@/lib/auth/guards';
import { listMyQuotes } from '@/lib/data/quotes';
import { pageNumber } from '@/lib/domain/pagination';
import { pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { StatusesWords } from '@/components/i18n/words/statuses';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.myQuotes);

/** The signed-in customer's quote requests, newest first, with the shop's answers (docs/orders.md, "Quotes"). */
export default async function MyQuotesPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireSignedIn('/dashboard/quotes');
  const quotes = await listMyQuotes(caller, pageNumber((await searchParams).page));
  const { menuTexts, quoteTexts: texts } = await pageTexts();
  return (
    <DashboardPage id="quotes" title={menuTexts.myQuotes} words={[StatusesWords]}>
      {quotes.total === 0 ? (
        <p data-testid="no-quotes">
          {texts.none} <Link className="link link-primary" href="/">{texts.browseTools}</Link>
          {texts.noneEnd}
        </p>
      ) : (
        <>
          <QuoteList quotes={quotes.items} forAdmin={false} caption={texts.caption} />
          <Pagination of={quotes} href={(page) => `/dashboard/quotes?page=${page}`} label={texts.pages} />
        </>
      )}
    </DashboardPage>
  );
}
