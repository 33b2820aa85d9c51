import { RatingStars } from '@/components/ui/RatingStars';
import { fillIn } from '@/components/ui/fill-in';
import { formatRating } from '@/components/ui/format-rating';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

/** The shop's average rating with the number of reviews it is based on, in the page's language. */
export async function AverageRating({ average, count }: { average: number | null; count: number }) {
  const { ratingTexts } = await pageTexts();
  if (average === null) return <p data-testid="average-rating">{ratingTexts.noRatings}</p>;
  const language = await pageLanguage();
  return (
    <p className="flex flex-wrap items-center gap-2" data-testid="average-rating">
      <RatingStars rating={average} />
      <span>{fillIn(ratingTexts.average(count), { rating: <strong>{formatRating(average, language)}</strong> })}</span>
    </p>
  );
}
