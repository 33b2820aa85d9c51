import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'All Users' };

/** Admins only: others are signed out and sent to /login (spec section 2). The page's content comes with its own feature. */
export default async function AllUsersPage() {
  await requireAdmin('/dashboard/users');
  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading" className="mb-6 text-3xl font-bold">
        All Users
      </h1>
    </section>
  );
}
