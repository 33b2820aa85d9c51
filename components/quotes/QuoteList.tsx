import Link from 'next/link';
import type { QuoteSummary } from '@/lib/data/quotes';
import { formatDate } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { QuoteStateBadge } from './QuoteStateBadge';
import { formatNumber } from '@/lib/numbers';

/** A page of quotes: what was asked, by when, where it stands and the offer; admins also see who asked. */
export function QuoteList({ quotes, forAdmin, caption }: { quotes: QuoteSummary[]; forAdmin: boolean; caption: string }) {
  return (
    <div className="overflow-x-auto">
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
              {forAdmin ? <td>{quote.email}</td> : null}
              <th scope="row" className="font-medium">
                {quote.product}
              </th>
              <td>{formatNumber(quote.quantity)}</td>
              <td>{formatDate(quote.wantedBy)}</td>
              <td data-testid="quote-state">
                <QuoteStateBadge state={quote.state} />
              </td>
              <td>{quote.offer ? `${formatBDT(quote.offer.unitPrice)} each, ${formatBDT(quote.offer.total)}` : '-'}</td>
              <td>{formatDate(quote.createdAt)}</td>
              <td>
                <Link className="btn btn-ghost btn-sm" href={`/dashboard/quotes/${quote.id}`} aria-label={`Open the quote for ${formatNumber(quote.quantity)} x ${quote.product}`}>
                  Open
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
