import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Placed Orders' };

/** Admins only: others are signed out and sent to /login (spec section 2). The page's content comes with its own feature. */
export default async function PlacedOrdersPage() {
  await requireAdmin('/dashboard/confirmorder');
  return (
    <section aria-labelledby="confirmorder-heading">
      <h1 id="confirmorder-heading" className="mb-6 text-3xl font-bold">
        Placed Orders
      </h1>
    </section>
  );
}
