import { titleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { ManageTools } from '@/components/dashboard/ManageTools';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listToolsPage, TOOL_SEARCH_MAX_LENGTH, toolSearch } from '@/lib/data/tools';
import { pageNumber } from '@/lib/domain/pagination';
import { pathIn } from '@/lib/domain/i18n';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminToolsWords } from '@/components/i18n/words/admin-tools';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.manageTools);

/** How many tools a page of the table shows. */
const PAGE_SIZE = 20;

/** The address of a page of the table, with the search it shows (page 1 and no search are left out), in English. */
function manageToolsHref(page: number, search: string): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/manageproduct?${text}` : '/dashboard/manageproduct';
}

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function ManageToolsPage({ searchParams }: { searchParams: Promise<{ page?: string | string[]; q?: string | string[] }> }) {
  await requireAdmin('/dashboard/manageproduct');
  const query = await searchParams;
  const search = toolSearch(query.q);
  // A page at a time, newest first, optionally only the tools named like the search: the catalogue grows to
  // thousands (docs/decisions/0061-lists-that-scale.md).
  const [tools, { menuTexts, catalogueTexts }, language] = await Promise.all([
    listToolsPage({ page: pageNumber(query.page), pageSize: PAGE_SIZE, search }),
    pageTexts(),
    pageLanguage(),
  ]);
  return (
    <DashboardPage id="manageproduct" title={menuTexts.manageTools} words={[AdminWords, AdminToolsWords]}>
      <form method="get" action={pathIn(language, '/dashboard/manageproduct')} role="search" aria-label={catalogueTexts.manageSearchLabel} className="mb-6 flex flex-wrap items-end gap-3">
        <label className="fieldset w-full max-w-xs">
          <span className="fieldset-legend">{catalogueTexts.manageSearchLabel}</span>
          <input type="search" name="q" defaultValue={search} maxLength={TOOL_SEARCH_MAX_LENGTH} className="input input-sm w-full" />
        </label>
        <button type="submit" className="btn btn-sm">
          {catalogueTexts.manageSearchSubmit}
        </button>
        {search ? (
          <Link className="link link-primary self-center text-sm" href={manageToolsHref(1, '')}>
            {catalogueTexts.clearSearch}
          </Link>
        ) : null}
      </form>
      {tools.items.length === 0 && tools.total > 0 ? (
        <p data-testid="tools-empty">
          {catalogueTexts.pastTheEnd}{' '}
          <Link className="link link-primary" href={manageToolsHref(1, search)}>
            {catalogueTexts.firstPage}
          </Link>
        </p>
      ) : tools.total === 0 && search ? (
        <p data-testid="tools-empty">{catalogueTexts.noMatch(search)}</p>
      ) : (
        <ManageTools tools={tools.items} />
      )}
      <Pagination of={tools} href={(page) => pathIn(language, manageToolsHref(page, search))} label={catalogueTexts.manageToolsPages} />
    </DashboardPage>
  );
}
