import { Pagination } from '@/components/ui/Pagination';
import type { OwnReview } from '@/lib/data/reviews';
import { formatDate } from '@/lib/domain/dates';
import type { Page } from '@/lib/domain/pagination';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { OwnReviewFigure, ReviewSubject } from './ReviewParts';
import { HeadedSection } from '@/components/ui/HeadedSection';

/** Add Review's "Your reviews": the customer's own reviews, newest first; hidden ones marked, with the shop's reason. */
export async function OwnReviews({ reviews }: { reviews: Page<OwnReview> }) {
  if (reviews.total === 0) return null;
  const { reviewTexts, reviewFormTexts } = await pageTexts();
  const language = await pageLanguage();
  return (
    <HeadedSection headingId="own-reviews-heading" title={reviewTexts.ownReviewsHeading} headingClassName="text-2xl font-bold" className="mt-12 max-w-3xl">
      <ul className="mt-4 flex flex-col gap-4" data-testid="own-reviews">
        {reviews.items.map((review) => (
          <li key={review.id}>
            <OwnReviewFigure
              review={review}
              className="card card-body gap-2 bg-base-200"
              testId="own-review"
              about={
                <span className="text-sm">
                  <ReviewSubject tool={review.tool} />
                  {review.createdAt ? `, ${formatDate(review.createdAt, language)}` : ''}
                </span>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        of={reviews}
        href={(page) => (page > 1 ? `/dashboard/addreview?page=${page}` : '/dashboard/addreview')}
        label={reviewFormTexts.ownReviewsPages}
      />
    </HeadedSection>
  );
}
