import type { Metadata } from 'next';
import { requireSignedIn } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'My Order' };

/** Signed-in users only. The page's content comes with its own feature. */
export default async function MyOrderPage() {
  await requireSignedIn('/dashboard/myorder');
  return (
    <section aria-labelledby="myorder-heading">
      <h1 id="myorder-heading" className="mb-6 text-3xl font-bold">
        My Order
      </h1>
    </section>
  );
}
