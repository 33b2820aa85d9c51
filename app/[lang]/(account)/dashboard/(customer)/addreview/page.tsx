import { titleFrom } from '@/lib/http/page-titles';
import { OwnReviews } from '@/components/dashboard/OwnReviews';
import { ReviewForm } from '@/components/dashboard/ReviewForm';
import { requireSignedIn } from '@/lib/auth/guards';
import { listOwnReviews } from '@/lib/data/reviews';
import { pageNumber } from '@/lib/domain/pagination';
import { pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { OrdersWords } from '@/components/i18n/words/orders';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.addReview);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Signed-in users post a review; it shows at once on the home page and under Reviews. Their own reviews follow. */
export default async function AddReviewPage({ searchParams }: Props) {
  const caller = await requireSignedIn('/dashboard/addreview');
  const reviews = await listOwnReviews(caller, pageNumber((await searchParams).page));
  const { menuTexts } = await pageTexts();
  return (
    <DashboardPage id="addreview" title={menuTexts.addReview} words={[OrdersWords]}>
      <ReviewForm reviewer={{ name: caller.name || caller.email.split('@')[0]!, email: caller.email }} />
      <OwnReviews reviews={reviews} />
    </DashboardPage>
  );
}
