import { formatRating, RatingStars } from '@/components/ui/RatingStars';
import { formatNumber } from '@/lib/numbers';

/** The shop's average rating with the number of reviews it is based on. */
export function AverageRating({ average, count }: { average: number | null; count: number }) {
  if (average === null) return <p data-testid="average-rating">No ratings yet.</p>;
  return (
    <p className="flex flex-wrap items-center gap-2" data-testid="average-rating">
      <RatingStars rating={average} />
      <span>
        <strong>{formatRating(average)}</strong> out of 5, from {formatNumber(count)} {count === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}
