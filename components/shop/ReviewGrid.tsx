import type { ReviewSummary } from '@/lib/data/reviews';
import { RatingStars } from '@/components/ui/RatingStars';
import { pageTexts } from '@/lib/texts/page-texts';

/** Every review, in a grid of 1, 2 or 3 columns by screen width (docs/shop.md, Reviews). Reviews stay as written. */
export async function ReviewGrid({ reviews }: { reviews: ReviewSummary[] }) {
  const { ratingTexts } = await pageTexts();
  if (reviews.length === 0) return <p>{ratingTexts.noReviews}</p>;
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="review-grid">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReviewCard({ review }: { review: ReviewSummary }) {
  return (
    <figure className="card h-full bg-base-200 shadow-sm" data-testid="review-card">
      <div className="card-body gap-3">
        <RatingStars rating={Number(review.ratings)} />
        <blockquote className="flex-1 whitespace-pre-line break-words">{review.review}</blockquote>
        <figcaption className="font-semibold">{review.name}</figcaption>
      </div>
    </figure>
  );
}
