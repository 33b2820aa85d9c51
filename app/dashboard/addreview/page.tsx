import type { Metadata } from 'next';
import { requireSignedIn } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Add Review' };

/** Signed-in users only. The page's content comes with its own feature. */
export default async function AddReviewPage() {
  await requireSignedIn('/dashboard/addreview');
  return (
    <section aria-labelledby="addreview-heading">
      <h1 id="addreview-heading" className="mb-6 text-3xl font-bold">
        Add Review
      </h1>
    </section>
  );
}
