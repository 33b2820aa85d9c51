import type { ReactNode } from 'react';
import Link from '@/components/i18n/Link';
import { RatingStars } from '@/components/ui/RatingStars';
import type { MyReview } from '@/lib/data/reviews';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

// Server components, in the page's language: the customer's pages and the admins' moderation show them, and no page's
// script carries them or their words.

/** What a review is about: the tool, linked to its page, or the shop itself. The tool's name is its English one. */
export async function ReviewSubject({ tool }: { tool: { id: string; name: string } | null }) {
  const { reviewTexts } = await pageTexts();
  const english = (await pageLanguage()) === 'en' ? undefined : 'en';
  if (!tool) return <>{reviewTexts.shopReview}</>;
  return (
    <Link className="link" href={`/tools/${tool.id}`} lang={english}>
      {tool.name || tool.id}
    </Link>
  );
}

/**
 * A customer's own review as they see it: the stars, the text, and when the shop hid it, the mark and the shop's
 * reason (docs/decisions/0078-review-moderation.md). `about` stands beside the stars (what and when).
 */
export async function OwnReviewFigure({
  review,
  about,
  className,
  testId,
}: {
  review: MyReview;
  about?: ReactNode;
  className: string;
  testId: string;
}) {
  const { reviewTexts } = await pageTexts();
  return (
    <figure className={className} data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <RatingStars rating={Number(review.ratings)} size="sm" />
        {review.hidden ? <span className="badge badge-warning">{reviewTexts.hiddenBadge}</span> : null}
        {about}
      </div>
      <blockquote className="whitespace-pre-line break-words">{review.review}</blockquote>
      {review.hidden && review.hiddenReason ? (
        <figcaption className="text-sm" data-testid="hidden-reason">
          {reviewTexts.hiddenExplained(review.hiddenReason)}
        </figcaption>
      ) : null}
    </figure>
  );
}
