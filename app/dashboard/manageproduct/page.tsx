import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Manage Tools' };

/** Admins only: others are signed out and sent to /login (spec section 2). The page's content comes with its own feature. */
export default async function ManageToolsPage() {
  await requireAdmin('/dashboard/manageproduct');
  return (
    <section aria-labelledby="manageproduct-heading">
      <h1 id="manageproduct-heading" className="mb-6 text-3xl font-bold">
        Manage Tools
      </h1>
    </section>
  );
}
