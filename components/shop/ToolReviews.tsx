import { AverageRating } from '@/components/shop/AverageRating';
import { Pagination } from '@/components/ui/Pagination';
import { RatingStars } from '@/components/ui/RatingStars';
import type { ToolReview } from '@/lib/data/reviews';
import type { ToolRating } from '@/lib/data/tools';
import { formatDate } from '@/lib/domain/dates';
import type { Page } from '@/lib/domain/pagination';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { HeadedSection } from '@/components/ui/HeadedSection';

/** The address of a page of a tool's reviews, in English (`pathIn` puts it in a language): the tool's own page for the first. */
export function toolReviewsPath(toolId: string, page: number): string {
  return page > 1 ? `/tools/${toolId}/reviews/${page}` : `/tools/${toolId}`;
}

/**
 * A tool's own reviews, newest first, a page at a time (`/tools/{id}/reviews/{n}`), under its kept average. The reviews
 * stay as their customers wrote them; the rest is in the page's language.
 */
export async function ToolReviews({ toolId, rating, reviews }: { toolId: string; rating: ToolRating; reviews: Page<ToolReview> }) {
  const language = await pageLanguage();
  const { toolPageTexts } = await pageTexts();
  return (
    <HeadedSection headingId="tool-reviews-heading" title={toolPageTexts.reviewsHeading} headingClassName="text-2xl font-bold" id="reviews" className="mt-14 scroll-mt-20">
      <div className="mb-6 mt-2">
        <AverageRating average={rating.average} count={rating.count} />
      </div>
      {reviews.total === 0 ? (
        <p>{toolPageTexts.noReviews}</p>
      ) : (
        <ul className="flex max-w-3xl flex-col gap-4" data-testid="tool-reviews">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <figure className="card bg-base-200" data-testid="tool-review">
                <div className="card-body gap-2">
                  <RatingStars rating={Number(review.ratings)} />
                  <blockquote className="whitespace-pre-line break-words">{review.review}</blockquote>
                  <figcaption className="text-sm">
                    <span className="font-semibold">{review.name}</span>
                    {review.createdAt ? `, ${formatDate(review.createdAt, language)}` : ''}
                  </figcaption>
                </div>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <Pagination of={reviews} href={(page) => `${toolReviewsPath(toolId, page)}#reviews`} label={toolPageTexts.reviewsPages} />
    </HeadedSection>
  );
}
