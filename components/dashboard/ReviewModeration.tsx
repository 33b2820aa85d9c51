import Link from 'next/link';
import { Pagination } from '@/components/ui/Pagination';
import { RatingStars } from '@/components/ui/RatingStars';
import type { ModeratedReview } from '@/lib/data/reviews';
import { MODERATION_FILTERS, type ModerationFilter } from '@/lib/validation/reviews';
import { formatDateTime } from '@/lib/dates';
import { formatNumber } from '@/lib/numbers';
import type { Page } from '@/lib/pagination';
import { reviewTexts } from '@/lib/texts';
import { ModerateReviewForm } from './ModerateReviewForm';
import { ReviewSubject } from './ReviewParts';

const FILTER_LABELS: Record<ModerationFilter, string> = {
  all: reviewTexts.showAll,
  visible: reviewTexts.showVisible,
  hidden: reviewTexts.showHidden,
};

/** The address of one page of the admins' review list. */
export function moderationHref(show: ModerationFilter, page = 1): string {
  const query = new URLSearchParams();
  if (show !== 'all') query.set('show', show);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/reviews?${text}` : '/dashboard/reviews';
}

/** Reviews (admin): every review as a card with Hide or Restore and a reason, filtered, a page at a time. */
export function ReviewModeration({ reviews, show }: { reviews: Page<ModeratedReview>; show: ModerationFilter }) {
  return (
    <>
      <nav aria-label="Which reviews" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {MODERATION_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                href={moderationHref(filter)}
                className={`btn btn-sm ${filter === show ? 'btn-primary' : 'btn-outline'}`}
                aria-current={filter === show ? 'page' : undefined}
              >
                {FILTER_LABELS[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.total === 0 ? (
        <p>{reviewTexts.noReviews}</p>
      ) : (
        <>
          <p className="mb-4 text-sm">{formatNumber(reviews.total)} reviews</p>
          <ul className="flex max-w-3xl flex-col gap-4" data-testid="moderated-reviews">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ModeratedReviewCard review={review} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={reviews.page} pageCount={reviews.pageCount} href={(page) => moderationHref(show, page)} label="Pages of reviews" />
    </>
  );
}

function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  return (
    <article className="card bg-base-200" data-testid="moderated-review" data-review-id={review.id} aria-label={`Review by ${review.name}`}>
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={Number(review.ratings)} size="sm" />
          <span className={`badge ${review.hidden ? 'badge-warning' : 'badge-success'}`} data-testid="review-state">
            {review.hidden ? reviewTexts.showHidden : reviewTexts.showVisible}
          </span>
          <span className="text-sm">
            <ReviewSubject tool={review.tool} />
          </span>
        </div>
        <blockquote className="whitespace-pre-line break-words">{review.review}</blockquote>
        <p className="text-sm">
          {review.name} ({review.email}){review.createdAt ? `, ${formatDateTime(review.createdAt)}` : ''}
        </p>
        {review.moderation ? (
          <p className="text-sm" data-testid="moderation-note">
            {review.hidden ? 'Hidden' : 'Restored'} by {review.moderation.by}, {formatDateTime(review.moderation.at)}: {review.moderation.reason}
          </p>
        ) : null}
        <ModerateReviewForm reviewId={review.id} hidden={review.hidden} author={review.name} />
      </div>
    </article>
  );
}
