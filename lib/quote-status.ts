/**
 * Where a quote stands (docs/orders.md, "Quotes"): the stored statuses, and what people read. An answered quote
 * whose validity date has passed reads as expired; nobody has to change it for that.
 */
export const QUOTE_STATUSES = ['requested', 'answered', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type QuoteState = QuoteStatus | 'expired';

export const QUOTE_STATE: Record<QuoteState, { label: string; badge: string }> = {
  requested: { label: 'Awaiting our answer', badge: 'badge-warning' },
  answered: { label: 'Answered', badge: 'badge-info' },
  expired: { label: 'Expired', badge: 'badge-ghost' },
  accepted: { label: 'Accepted', badge: 'badge-success' },
};

/** A quote's state at `now`. */
export function quoteState(status: QuoteStatus, validUntil: string | null, now: Date = new Date()): QuoteState {
  return status === 'answered' && validUntil !== null && new Date(validUntil) < now ? 'expired' : status;
}
