import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AcceptQuoteButton } from '@/components/quotes/AcceptQuoteButton';
import { QuoteAnswerForm } from '@/components/quotes/QuoteAnswerForm';
import { QuoteMessageForm } from '@/components/quotes/QuoteMessageForm';
import { QuoteStateBadge } from '@/components/quotes/QuoteStateBadge';
import { QuoteThread } from '@/components/quotes/QuoteThread';
import { isAdmin, isOwner } from '@/lib/access';
import { requireSignedIn } from '@/lib/auth/guards';
import { getQuote } from '@/lib/data/quotes';
import { formatDate } from '@/lib/dates';
import { NotFoundError } from '@/lib/errors';
import { formatBDT } from '@/lib/money';
import { formatNumber } from '@/lib/numbers';

export const metadata: Metadata = { title: 'Quote', robots: { index: false } };

/**
 * One quote, for its customer and admins (404 to anyone else): the request, the shop's offer, the conversation;
 * admins answer it, its customer accepts it while the offer stands.
 */
export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireSignedIn(`/dashboard/quotes/${encodeURIComponent(id)}`);
  const quote = await getQuote(caller, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const admin = isAdmin(caller);
  const customer = isOwner(caller, quote.email);
  const { offer } = quote;
  return (
    <section aria-labelledby="quote-heading" className="max-w-3xl">
      <Link className="btn btn-ghost btn-sm mb-4" href={admin ? '/dashboard/quoterequests' : '/dashboard/quotes'}>
        Back to {admin ? 'Quote Requests' : 'My Quotes'}
      </Link>
      <h1 id="quote-heading" className="text-3xl font-bold">
        Quote: {formatNumber(quote.quantity)} x {quote.product}
      </h1>
      <p className="mt-2" data-testid="quote-state">
        <QuoteStateBadge state={quote.state} />
      </p>

      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1" data-testid="quote-request">
        {admin ? (
          <>
            <dt className="font-semibold">Customer</dt>
            <dd>
              {quote.userName} &lt;{quote.email}&gt;
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">Requested</dt>
        <dd>{formatDate(quote.createdAt)}</dd>
        <dt className="font-semibold">Wanted by</dt>
        <dd>{formatDate(quote.wantedBy)}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{quote.phone}</dd>
        <dt className="font-semibold">Delivery address</dt>
        <dd className="whitespace-pre-line">{quote.address}</dd>
        {quote.note ? (
          <>
            <dt className="font-semibold">Note</dt>
            <dd className="whitespace-pre-line">{quote.note}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="offer-heading" className="mt-8 rounded-box bg-base-200 p-5" data-testid="quote-offer">
        <h2 id="offer-heading" className="text-xl font-bold">
          Our offer
        </h2>
        {offer ? (
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
            <dt className="font-semibold">Unit price</dt>
            <dd data-testid="offer-unit-price">{formatBDT(offer.unitPrice)}</dd>
            <dt className="font-semibold">Total for {formatNumber(quote.quantity)}</dt>
            <dd data-testid="offer-total">{formatBDT(offer.total)}</dd>
            <dt className="font-semibold">Delivery by</dt>
            <dd>{formatDate(offer.deliveryBy)}</dd>
            <dt className="font-semibold">Valid until</dt>
            <dd data-testid="offer-valid-until">{formatDate(offer.validUntil)}</dd>
            {offer.answeredBy ? (
              <>
                <dt className="font-semibold">Answered by</dt>
                <dd>{offer.answeredBy}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="mt-2">We are pricing this request and will e-mail you the answer.</p>
        )}
        {quote.state === 'expired' ? (
          <p className="mt-3" data-testid="offer-expired">
            This offer has expired and can no longer be accepted.{' '}
            {customer ? 'Write to us below to ask for a new one.' : 'You may answer it again.'}
          </p>
        ) : null}
        {customer && quote.state === 'answered' && offer ? (
          <div className="mt-4">
            <AcceptQuoteButton quoteId={quote.id} label={`Accept the offer: ${formatNumber(quote.quantity)} x ${quote.product} for ${formatBDT(offer.total)}`}>
              Accept offer
            </AcceptQuoteButton>
            <p className="mt-2 text-sm opacity-80">It becomes your order at this price; confirm (pay for) it under My Order.</p>
          </div>
        ) : null}
        {quote.state === 'accepted' ? (
          <div className="mt-4" data-testid="quote-accepted">
            {quote.orderPlaced && quote.orderId ? (
              <p>
                Accepted: it is order{' '}
                <Link className="link link-primary" href={`/dashboard/orders/${quote.orderId}/receipt`}>
                  {quote.orderId}
                </Link>
                {customer ? (
                  <>
                    , under <Link className="link link-primary" href="/dashboard/myorder">My Order</Link>
                  </>
                ) : null}
                .
              </p>
            ) : customer ? (
              // The acceptance stopped before its order was written: finishing it writes that same order.
              <AcceptQuoteButton quoteId={quote.id} label="Finish placing the order for this quote">
                Finish placing the order
              </AcceptQuoteButton>
            ) : (
              <p>Accepted; the order is being placed.</p>
            )}
          </div>
        ) : null}
      </section>

      {admin && (quote.state === 'requested' || quote.state === 'expired') ? (
        <div className="mt-8">
          <QuoteAnswerForm quoteId={quote.id} quantity={quote.quantity} />
        </div>
      ) : null}

      <section aria-labelledby="thread-heading" className="mt-10">
        <h2 id="thread-heading" className="mb-3 text-xl font-bold">
          Messages
        </h2>
        <QuoteThread messages={quote.messages} />
        <QuoteMessageForm quoteId={quote.id} />
      </section>
    </section>
  );
}
