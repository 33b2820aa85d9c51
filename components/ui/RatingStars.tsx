/**
 * A rating from 1 to 5 as five stars, read out as "Rated 4 out of 5". Half stars show for averages such as 4.3
 * (rounded to the nearest half).
 */
export function RatingStars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const label = `Rated ${formatRating(rating)} out of 5`;
  const dimension = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty';
        return <Star key={star} fill={fill} className={dimension} />;
      })}
    </span>
  );
}

/** "4" for whole ratings, "4.3" otherwise. */
export function formatRating(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}

function Star({ fill, className }: { fill: 'full' | 'half' | 'empty'; className: string }) {
  const path = 'M10 1.5l2.6 5.5 6 .8-4.4 4.1 1.1 5.9L10 15l-5.3 2.8 1.1-5.9L1.4 7.8l6-.8z';
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
      {fill !== 'empty' && <path d={path} fill="currentColor" style={fill === 'half' ? { clipPath: 'inset(0 50% 0 0)' } : undefined} />}
    </svg>
  );
}
