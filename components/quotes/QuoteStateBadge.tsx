'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';
import { QUOTE_STATE, type QuoteState } from '@/lib/domain/quote-status';

/** Where a quote stands, as a coloured badge (the colour from lib/domain/quote-status.ts, the word from the catalogue). */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const { statusLabels } = useTexts();
  return <span className={`badge ${QUOTE_STATE[state].badge}`}>{statusLabels.quote[state]}</span>;
}
