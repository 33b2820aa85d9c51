import type { Metadata } from 'next';
import { UsersTable } from '@/components/dashboard/UsersTable';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listUsersPage } from '@/lib/data/users';
import { pageNumber } from '@/lib/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'All Users' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). Twenty accounts a page, newest first. */
export default async function AllUsersPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireAdmin('/dashboard/users');
  const users = await listUsersPage(caller, { page: pageNumber((await searchParams).page), newestFirst: true });
  return (
    <DashboardPage id="users" title="All Users">
      <a href="/api/export/users.csv" className="btn btn-outline mb-6" download>
        Download users as CSV
      </a>
      <UsersTable users={users.items} you={caller.email} />
      <Pagination page={users.page} pageCount={users.pageCount} href={(page) => `/dashboard/users?page=${page}`} label="All Users pages" />
    </DashboardPage>
  );
}
