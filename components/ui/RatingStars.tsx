'use client';

import type { CSSProperties } from 'react';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { formatRating } from './format-rating';

/**
 * A rating from 1 to 5 as five stars, read out as "Rated 4 out of 5" in the page's language. Half stars show for
 * averages such as 4.3 (rounded to the nearest half). One element: the stylesheet draws the stars (`.rating-stars` in
 * app/globals.css), so a page of twelve reviews does not carry sixty drawings of the same star in its HTML and again
 * in its payload. A client component only to read the page's language, wherever it is used (server lists and
 * dashboard forms alike); its HTML is rendered on the server as before.
 */
export function RatingStars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const { ratingTexts } = useTexts();
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const label = ratingTexts.rated(formatRating(rating, useLanguage()));
  // Each star is a fifth of the width: a half star fills a tenth.
  const filled = { '--rating-filled': `${halves * 10}%` } as CSSProperties;
  return <span role="img" aria-label={label} title={label} className={`rating-stars ${size === 'sm' ? 'h-4 w-20' : 'h-5 w-25'}`} style={filled} />;
}
