import Link from 'next/link';
import { Pagination } from '@/components/ui/Pagination';
import { RatingStars } from '@/components/ui/RatingStars';
import type { OwnReview } from '@/lib/data/reviews';
import { formatDate } from '@/lib/dates';
import type { Page } from '@/lib/pagination';
import { reviewTexts } from '@/lib/texts';

/** Add Review's "Your reviews": the customer's own reviews, newest first; hidden ones marked, with the shop's reason. */
export function OwnReviews({ reviews }: { reviews: Page<OwnReview> }) {
  if (reviews.total === 0) return null;
  return (
    <section aria-labelledby="own-reviews-heading" className="mt-12 max-w-3xl">
      <h2 id="own-reviews-heading" className="text-2xl font-bold">
        {reviewTexts.ownReviewsHeading}
      </h2>
      <ul className="mt-4 flex flex-col gap-4" data-testid="own-reviews">
        {reviews.items.map((review) => (
          <li key={review.id}>
            <figure className="card bg-base-200" data-testid="own-review">
              <div className="card-body gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <RatingStars rating={Number(review.ratings)} size="sm" />
                  {review.hidden ? <span className="badge badge-warning">{reviewTexts.hiddenBadge}</span> : null}
                  <span className="text-sm">
                    {review.tool ? (
                      <Link className="link" href={`/tools/${review.tool.id}`}>
                        {review.tool.name || review.tool.id}
                      </Link>
                    ) : (
                      reviewTexts.shopReview
                    )}
                    {review.createdAt ? `, ${formatDate(review.createdAt)}` : ''}
                  </span>
                </div>
                <blockquote className="whitespace-pre-line break-words">{review.review}</blockquote>
                {review.hidden && review.hiddenReason ? (
                  <figcaption className="text-sm" data-testid="hidden-reason">
                    {reviewTexts.hiddenExplained(review.hiddenReason)}
                  </figcaption>
                ) : null}
              </div>
            </figure>
          </li>
        ))}
      </ul>
      <Pagination
        page={reviews.page}
        pageCount={reviews.pageCount}
        href={(page) => (page > 1 ? `/dashboard/addreview?page=${page}` : '/dashboard/addreview')}
        label="Pages of your reviews"
      />
    </section>
  );
}
