import { titleFrom } from '@/lib/http/page-titles';
import { UsersTable } from '@/components/dashboard/UsersTable';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listUsersPage } from '@/lib/data/users';
import { pathIn } from '@/lib/domain/i18n';
import { pageNumber } from '@/lib/domain/pagination';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminUpkeepWords } from '@/components/i18n/words/admin-upkeep';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.allUsers);

/** Admins only: others are signed out and sent to /login (docs/identity.md). Twenty accounts a page, newest first. */
export default async function AllUsersPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireAdmin('/dashboard/users');
  const [users, { menuTexts, adminUserTexts }, language] = await Promise.all([
    listUsersPage(caller, { page: pageNumber((await searchParams).page), newestFirst: true }),
    pageTexts(),
    pageLanguage(),
  ]);
  return (
    <DashboardPage id="users" title={menuTexts.allUsers} words={[AdminWords, AdminUpkeepWords]}>
      {/* The file stays in English whatever the page's language: it is data for spreadsheets. */}
      <a href="/api/export/users.csv" className="btn btn-outline mb-6" download>
        {adminUserTexts.downloadCsv}
      </a>
      <UsersTable users={users.items} you={caller.email} />
      <Pagination of={users} href={(page) => pathIn(language, `/dashboard/users?page=${page}`)} label={adminUserTexts.pages} />
    </DashboardPage>
  );
}
