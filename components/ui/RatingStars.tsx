import type { CSSProperties } from 'react';

/**
 * A rating from 1 to 5 as five stars, read out as "Rated 4 out of 5". Half stars show for averages such as 4.3
 * (rounded to the nearest half). One element: the stylesheet draws the stars (`.rating-stars` in app/globals.css),
 * so a page of twelve reviews does not carry sixty drawings of the same star in its HTML and again in its payload.
 */
export function RatingStars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const label = `Rated ${formatRating(rating)} out of 5`;
  // Each star is a fifth of the width: a half star fills a tenth.
  const filled = { '--rating-filled': `${halves * 10}%` } as CSSProperties;
  return <span role="img" aria-label={label} title={label} className={`rating-stars ${size === 'sm' ? 'h-4 w-20' : 'h-5 w-25'}`} style={filled} />;
}

/** "4" for whole ratings, "4.3" otherwise. */
export function formatRating(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}
