import { titleFrom } from '@/lib/http/page-titles';
import { ReviewModeration } from '@/components/dashboard/ReviewModeration';
import { requireAdmin } from '@/lib/auth/guards';
import type { SearchParams } from '@/lib/auth/search-params';
import { listReviewsForModeration } from '@/lib/data/reviews';
import { moderationFilter } from '@/lib/validation/reviews';
import { pageNumber } from '@/lib/domain/pagination';
import { pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminUpkeepWords } from '@/components/i18n/words/admin-upkeep';

export const generateMetadata = titleFrom((texts) => texts.reviewTexts.moderationHeading);

/** Admins only: every review with Hide and Restore (docs/admin.md, "Reviews"). */
export default async function ReviewsModerationPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requireAdmin('/dashboard/reviews');
  const query = await searchParams;
  const show = moderationFilter(query.show);
  const [reviews, { reviewTexts }] = await Promise.all([listReviewsForModeration(caller, { page: pageNumber(query.page), show }), pageTexts()]);
  return (
    <DashboardPage id="reviews" title={reviewTexts.moderationHeading} intro={reviewTexts.moderationIntro} words={[AdminWords, AdminUpkeepWords]}>
      <ReviewModeration reviews={reviews} show={show} />
    </DashboardPage>
  );
}
