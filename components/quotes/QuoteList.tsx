import Link from '@/components/i18n/Link';
import type { QuoteSummary } from '@/lib/data/quotes';
import { formatDate } from '@/lib/domain/dates';
import { formatBDT } from '@/lib/domain/money';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { QuoteStateBadge } from './QuoteStateBadge';
import { formatNumber } from '@/lib/domain/numbers';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

/** A page of quotes: what was asked, by when, where it stands and the offer; admins also see who asked. */
export async function QuoteList({ quotes, forAdmin, caption }: { quotes: QuoteSummary[]; forAdmin: boolean; caption: string }) {
  const { quoteTexts: texts } = await pageTexts();
  const language = await pageLanguage();
  const { columns } = texts;
  return (
    <DataTable
      label={texts.tableLabel}
      testId="quotes"
      caption={caption}
      columns={[...(forAdmin ? [columns.customer] : []), columns.product, columns.quantity, columns.wantedBy, columns.status, columns.offer, columns.requested]}
      actions={texts.open}
      rows={quotes}
      row={(quote) => (
        <tr key={quote.id} data-testid="quote-row">
          {forAdmin ? <td data-label={columns.customer}>{quote.email}</td> : null}
          <RowHeading label={columns.product}>{quote.product}</RowHeading>
          <td data-label={columns.quantity}>{formatNumber(quote.quantity, language)}</td>
          <td data-label={columns.wantedBy}>{formatDate(quote.wantedBy, language)}</td>
          <td data-testid="quote-state" data-label={columns.status}>
            <QuoteStateBadge state={quote.state} />
          </td>
          <td data-label={columns.offer}>
            {quote.offer ? texts.offer(formatBDT(quote.offer.unitPrice, language), formatBDT(quote.offer.total, language)) : texts.noOffer}
          </td>
          <td data-label={columns.requested}>{formatDate(quote.createdAt, language)}</td>
          <td>
            <Link
              className="btn btn-ghost btn-sm"
              href={`/dashboard/quotes/${quote.id}`}
              aria-label={texts.openLabel(formatNumber(quote.quantity, language), quote.product)}
            >
              {texts.open}
            </Link>
          </td>
        </tr>
      )}
    />
  );
}
