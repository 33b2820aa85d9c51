import type { Metadata } from 'next';
import { ReviewForm } from '@/components/dashboard/ReviewForm';
import { requireSignedIn } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Add Review' };

/** Signed-in users post a review; it shows at once on the home page and under Reviews. */
export default async function AddReviewPage() {
  const caller = await requireSignedIn('/dashboard/addreview');
  return (
    <section aria-labelledby="addreview-heading">
      <h1 id="addreview-heading" className="mb-6 text-3xl font-bold">
        Add Review
      </h1>
      <ReviewForm reviewer={{ name: caller.name || caller.email.split('@')[0]!, email: caller.email }} />
    </section>
  );
}
