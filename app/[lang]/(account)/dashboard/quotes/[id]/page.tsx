import { unlistedTitleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { notFound } from 'next/navigation';
import { AcceptQuoteButton } from '@/components/quotes/AcceptQuoteButton';
import { QuoteAnswerForm } from '@/components/quotes/QuoteAnswerForm';
import { QuoteMessageForm } from '@/components/quotes/QuoteMessageForm';
import { QuoteStateBadge } from '@/components/quotes/QuoteStateBadge';
import { QuoteThread } from '@/components/quotes/QuoteThread';
import { isAdmin, isOwner } from '@/lib/domain/access';
import { requireSignedIn } from '@/lib/auth/guards';
import { getQuote } from '@/lib/data/quotes';
import { formatDate } from '@/lib/domain/dates';
import { NotFoundError } from '@/lib/domain/errors';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuotesWords } from '@/components/i18n/words/quotes';
import { StatusesWords } from '@/components/i18n/words/statuses';

export const generateMetadata = unlistedTitleFrom((texts) => texts.quoteTexts.pageTitle);

/**
 * One quote, for its customer and admins (404 to anyone else): the request, the shop's offer, the conversation;
 * admins answer it, its customer accepts it while the offer stands. The tool is named as asked for, in English.
 */
export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireSignedIn(`/dashboard/quotes/${encodeURIComponent(id)}`);
  const quote = await getQuote(caller, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const { menuTexts, quoteTexts: texts, quoteRequestTexts: request } = await pageTexts();
  const language = await pageLanguage();
  const date = (iso: string | null) => formatDate(iso, language);
  const taka = (amount: number) => formatBDT(amount, language);
  const quantity = formatNumber(quote.quantity, language);
  const admin = isAdmin(caller);
  const customer = isOwner(caller, quote.email);
  const { offer } = quote;
  return (
    <QuotesWords>
      <StatusesWords>
        <section aria-labelledby="quote-heading" className="max-w-3xl">
          <Link className="btn btn-ghost btn-sm mb-4" href={admin ? '/dashboard/quoterequests' : '/dashboard/quotes'}>
            {texts.backTo(admin ? menuTexts.quoteRequests : menuTexts.myQuotes)}
          </Link>
          <h1 id="quote-heading" className="text-3xl font-bold">
            {texts.heading(quantity, quote.product)}
          </h1>
          <p className="mt-2" data-testid="quote-state">
            <QuoteStateBadge state={quote.state} />
          </p>

          <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1" data-testid="quote-request">
            {admin ? (
              <>
                <dt className="font-semibold">{texts.customer}</dt>
                <dd>
                  {quote.userName} &lt;{quote.email}&gt;
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">{texts.requested}</dt>
            <dd>{date(quote.createdAt)}</dd>
            <dt className="font-semibold">{request.wantedBy}</dt>
            <dd>{date(quote.wantedBy)}</dd>
            <dt className="font-semibold">{texts.phone}</dt>
            <dd>{quote.phone}</dd>
            <dt className="font-semibold">{request.deliveryAddress}</dt>
            <dd className="whitespace-pre-line">{quote.address}</dd>
            {quote.note ? (
              <>
                <dt className="font-semibold">{texts.note}</dt>
                <dd className="whitespace-pre-line">{quote.note}</dd>
              </>
            ) : null}
          </dl>

          <HeadedSection headingId="offer-heading" title={texts.offerHeading} headingClassName="text-xl font-bold" className="mt-8 rounded-box bg-base-200 p-5" data-testid="quote-offer">
            {offer ? (
              <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
                <dt className="font-semibold">{texts.unitPrice}</dt>
                <dd data-testid="offer-unit-price">{taka(offer.unitPrice)}</dd>
                <dt className="font-semibold">{texts.totalFor(quantity)}</dt>
                <dd data-testid="offer-total">{taka(offer.total)}</dd>
                <dt className="font-semibold">{texts.deliveryBy}</dt>
                <dd>{date(offer.deliveryBy)}</dd>
                <dt className="font-semibold">{texts.validUntil}</dt>
                <dd data-testid="offer-valid-until">{date(offer.validUntil)}</dd>
                {offer.answeredBy ? (
                  <>
                    <dt className="font-semibold">{texts.answeredBy}</dt>
                    <dd>{offer.answeredBy}</dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className="mt-2">{texts.pricing}</p>
            )}
            {quote.state === 'expired' ? (
              <p className="mt-3" data-testid="offer-expired">
                {texts.expired} {customer ? texts.expiredCustomer : texts.expiredAdmin}
              </p>
            ) : null}
            {customer && quote.state === 'answered' && offer ? (
              <div className="mt-4">
                <AcceptQuoteButton quoteId={quote.id} label={texts.acceptLabel(quantity, quote.product, taka(offer.total))}>
                  {texts.accept}
                </AcceptQuoteButton>
                <p className="mt-2 text-sm opacity-80">{texts.acceptNote}</p>
              </div>
            ) : null}
            {quote.state === 'accepted' ? (
              <div className="mt-4" data-testid="quote-accepted">
                {quote.orderPlaced && quote.orderId ? (
                  <p>
                    {texts.acceptedAsOrder}{' '}
                    <Link className="link link-primary" href={`/dashboard/orders/${quote.orderId}/receipt`}>
                      {quote.orderId}
                    </Link>
                    {customer ? (
                      <>
                        {texts.acceptedUnder} <Link className="link link-primary" href="/dashboard/myorder">{menuTexts.myOrder}</Link>
                        {texts.acceptedUnderEnd}
                      </>
                    ) : (
                      texts.acceptedEnd
                    )}
                  </p>
                ) : customer ? (
                  // The acceptance stopped before its order was written: finishing it writes that same order.
                  <AcceptQuoteButton quoteId={quote.id} label={texts.finishLabel}>
                    {texts.finish}
                  </AcceptQuoteButton>
                ) : (
                  <p>{texts.beingPlaced}</p>
                )}
              </div>
            ) : null}
          </HeadedSection>

          {admin && (quote.state === 'requested' || quote.state === 'expired') ? (
            <div className="mt-8">
              <QuoteAnswerForm quoteId={quote.id} quantity={quote.quantity} />
            </div>
          ) : null}

          <HeadedSection headingId="thread-heading" title={texts.messagesHeading} headingClassName="mb-3 text-xl font-bold" className="mt-10">
            <QuoteThread messages={quote.messages} />
            <QuoteMessageForm quoteId={quote.id} />
          </HeadedSection>
        </section>
      </StatusesWords>
    </QuotesWords>
  );
}
