/**
 * Where a quote stands (docs/orders.md, "Quotes"): the stored statuses, and their badges. An answered quote
 * whose validity date has passed reads as expired; nobody has to change it for that.
 */
export const QUOTE_STATUSES = ['requested', 'answered', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type QuoteState = QuoteStatus | 'expired';

/** Each state's badge colour (its words: the catalogue's `statusLabels.quote`, in each language). */
export const QUOTE_STATE: Record<QuoteState, { badge: string }> = {
  requested: { badge: 'badge-warning' },
  answered: { badge: 'badge-info' },
  expired: { badge: 'badge-ghost' },
  accepted: { badge: 'badge-success' },
};

/** A quote's state at `now`. */
export function quoteState(status: QuoteStatus, validUntil: string | null, now: Date = new Date()): QuoteState {
  return status === 'answered' && validUntil !== null && new Date(validUntil) < now ? 'expired' : status;
}
