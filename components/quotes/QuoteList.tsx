import Link from 'next/link';
import type { QuoteSummary } from '@/lib/data/quotes';
import { formatDate } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { QuoteStateBadge } from './QuoteStateBadge';
import { formatNumber } from '@/lib/numbers';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

/** A page of quotes: what was asked, by when, where it stands and the offer; admins also see who asked. */
export function QuoteList({ quotes, forAdmin, caption }: { quotes: QuoteSummary[]; forAdmin: boolean; caption: string }) {
  return (
    <DataTable
      label="Quotes"
      testId="quotes"
      caption={caption}
      columns={[...(forAdmin ? ['Customer'] : []), 'Product', 'Quantity', 'Wanted by', 'Status', 'Offer', 'Requested']}
      actions="Open"
      rows={quotes}
      row={(quote) => (
        <tr key={quote.id} data-testid="quote-row">
          {forAdmin ? <td data-label="Customer">{quote.email}</td> : null}
          <RowHeading label="Product">{quote.product}</RowHeading>
          <td data-label="Quantity">{formatNumber(quote.quantity)}</td>
          <td data-label="Wanted by">{formatDate(quote.wantedBy)}</td>
          <td data-testid="quote-state" data-label="Status">
            <QuoteStateBadge state={quote.state} />
          </td>
          <td data-label="Offer">{quote.offer ? `${formatBDT(quote.offer.unitPrice)} each, ${formatBDT(quote.offer.total)}` : '-'}</td>
          <td data-label="Requested">{formatDate(quote.createdAt)}</td>
          <td>
            <Link className="btn btn-ghost btn-sm" href={`/dashboard/quotes/${quote.id}`} aria-label={`Open the quote for ${formatNumber(quote.quantity)} x ${quote.product}`}>
              Open
            </Link>
          </td>
        </tr>
      )}
    />
  );
}
