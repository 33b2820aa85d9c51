import Link from 'next/link';
import type { QuoteSummary } from '@/lib/data/quotes';
import { formatDate } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { QuoteStateBadge } from './QuoteStateBadge';
import { formatNumber } from '@/lib/numbers';
import { DataTable } from '@/components/ui/DataTable';

/** A page of quotes: what was asked, by when, where it stands and the offer; admins also see who asked. */
export function QuoteList({ quotes, forAdmin, caption }: { quotes: QuoteSummary[]; forAdmin: boolean; caption: string }) {
  return (
    <DataTable label="Quotes">
      <table className="table" data-testid="quotes">
        <caption className="mb-2 text-left text-sm opacity-70">{caption}</caption>
        <thead>
          <tr>
            {forAdmin ? <th scope="col">Customer</th> : null}
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Wanted by</th>
            <th scope="col">Status</th>
            <th scope="col">Offer</th>
            <th scope="col">Requested</th>
            <th scope="col">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id} data-testid="quote-row">
              {forAdmin ? <td data-label="Customer">{quote.email}</td> : null}
              <th scope="row" className="font-medium" data-label="Product">
                {quote.product}
              </th>
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
          ))}
        </tbody>
      </table>
    </DataTable>
  );
}
