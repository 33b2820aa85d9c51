import { QUOTE_STATE, type QuoteState } from '@/lib/quote-status';

/** Where a quote stands, as a coloured badge (lib/quote-status.ts has the words and colours). */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const { label, badge } = QUOTE_STATE[state];
  return <span className={`badge ${badge}`}>{label}</span>;
}
