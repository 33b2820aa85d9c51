import type { Metadata } from 'next';
import { UsersTable } from '@/components/dashboard/UsersTable';
import { requireAdmin } from '@/lib/auth/guards';
import { listUsers } from '@/lib/data/users';

export const metadata: Metadata = { title: 'All Users' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function AllUsersPage() {
  const caller = await requireAdmin('/dashboard/users');
  const users = await listUsers(caller);
  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading" className="mb-6 text-3xl font-bold">
        All Users
      </h1>
      <a href="/api/export/users.csv" className="btn btn-outline mb-6" download>
        Download users as CSV
      </a>
      <UsersTable users={users} you={caller.email} />
    </section>
  );
}
