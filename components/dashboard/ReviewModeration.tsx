import { FilterLinks } from '@/components/ui/FilterLinks';
import { Pagination } from '@/components/ui/Pagination';
import { RatingStars } from '@/components/ui/RatingStars';
import type { ModeratedReview } from '@/lib/data/reviews';
import { MODERATION_FILTERS, type ModerationFilter } from '@/lib/validation/reviews';
import { formatDateTime } from '@/lib/domain/dates';
import type { Page } from '@/lib/domain/pagination';
import { pathIn } from '@/lib/domain/i18n';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { ModerateReviewForm } from './ModerateReviewForm';
import { ReviewSubject } from './ReviewParts';

/** The address of one page of the admins' review list, in English (Link and pathIn put the page's language in front). */
export function moderationHref(show: ModerationFilter, page = 1): string {
  const query = new URLSearchParams();
  if (show !== 'all') query.set('show', show);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/reviews?${text}` : '/dashboard/reviews';
}

/** Reviews (admin): every review as a card with Hide or Restore and a reason, filtered, a page at a time. */
export async function ReviewModeration({ reviews, show }: { reviews: Page<ModeratedReview>; show: ModerationFilter }) {
  const [{ reviewTexts, adminReviewTexts }, language] = await Promise.all([pageTexts(), pageLanguage()]);
  const filterLabels: Record<ModerationFilter, string> = {
    all: reviewTexts.showAll,
    visible: reviewTexts.showVisible,
    hidden: reviewTexts.showHidden,
  };
  const filters = MODERATION_FILTERS.map((filter) => ({ filter, label: filterLabels[filter] }));
  return (
    <>
      <FilterLinks label={adminReviewTexts.filtersLabel} filters={filters} current={show} href={moderationHref} />
      {reviews.total === 0 ? (
        <p>{reviewTexts.noReviews}</p>
      ) : (
        <>
          <p className="mb-4 text-sm">{adminReviewTexts.count(reviews.total)}</p>
          <ul className="flex max-w-3xl flex-col gap-4" data-testid="moderated-reviews">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ModeratedReviewCard review={review} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination of={reviews} href={(page) => pathIn(language, moderationHref(show, page))} label={adminReviewTexts.pages} />
    </>
  );
}

async function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const [{ reviewTexts, adminReviewTexts }, language] = await Promise.all([pageTexts(), pageLanguage()]);
  return (
    <article className="card bg-base-200" data-testid="moderated-review" data-review-id={review.id} aria-label={adminReviewTexts.reviewBy(review.name)}>
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
          {review.name} ({review.email}){review.createdAt ? `, ${formatDateTime(review.createdAt, language)}` : ''}
        </p>
        {review.moderation ? (
          <p className="text-sm" data-testid="moderation-note">
            {adminReviewTexts.moderated(review.hidden, review.moderation.by, formatDateTime(review.moderation.at, language), review.moderation.reason)}
          </p>
        ) : null}
        <ModerateReviewForm reviewId={review.id} hidden={review.hidden} author={review.name} />
      </div>
    </article>
  );
}
