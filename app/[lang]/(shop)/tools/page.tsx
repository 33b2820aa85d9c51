import type { Metadata } from 'next';
import Link from '@/components/i18n/Link';
import { PageHeader } from '@/components/layout/PageHeader';
import { ToolGrid } from '@/components/shop/ToolGrid';
import { Pagination } from '@/components/ui/Pagination';
import { listToolsPage, TOOL_SEARCH_MAX_LENGTH, TOOL_SORTS, toolSearch, toolSort, type ToolSort } from '@/lib/data/tools';
import { pathIn } from '@/lib/domain/i18n';
import { pageNumber } from '@/lib/domain/pagination';
import { pageMetadata } from '@/lib/http/seo';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

// A search, a sort or a further page follows the query string: rendered per request. The plain address `/tools` is
// rendered at its kept render (app/[lang]/(shop)/kept/tools, docs/decisions/0085-catalogue-pages-kept.md).
export const instant = false;

/** How many tools a page of the catalogue shows: four rows of three on a wide screen. */
const PAGE_SIZE = 12;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the query string asks for, each part made safe (a bad value is the default). */
async function listQuery(searchParams: Props['searchParams']) {
  const query = await searchParams;
  return { page: pageNumber(query.page), search: toolSearch(query.q), sort: toolSort(query.sort) };
}

/**
 * The address of a page of the catalogue, in English (links and `pathIn` put it in the page's language); the defaults
 * (page 1, newest, no search) are left out.
 */
function toolsHref({ page, search, sort }: { page: number; search: string; sort: ToolSort }): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (sort !== 'newest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/tools?${text}` : '/tools';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, search } = await listQuery(searchParams);
  const { catalogueTexts, toolsPageTexts } = await pageTexts();
  const metadata = pageMetadata({
    title: page > 1 ? toolsPageTexts.pageTitle(catalogueTexts.heading, page) : catalogueTexts.heading,
    description: toolsPageTexts.description,
    // Each page of the list is its own canonical page; the same tools in another order are not.
    path: page > 1 ? `/tools?page=${page}` : '/tools',
    language: await pageLanguage(),
  });
  // Search results are for people, not for search engines: they follow the links but keep the page out.
  return search ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function ToolsPage({ searchParams }: Props) {
  const { page, search, sort } = await listQuery(searchParams);
  const tools = await listToolsPage({ page, pageSize: PAGE_SIZE, search, sort });
  const href = (number: number) => toolsHref({ page: number, search, sort });
  const language = await pageLanguage();
  const { catalogueTexts } = await pageTexts();

  return (
    <>
      {/* React puts these in the head: the pages of the list in their order, for crawlers. */}
      {page > 1 && page <= tools.pageCount ? <link rel="prev" href={pathIn(language, href(page - 1))} /> : null}
      {page < tools.pageCount ? <link rel="next" href={pathIn(language, href(page + 1))} /> : null}
      <PageHeader title={catalogueTexts.heading} intro={catalogueTexts.intro} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {/* A plain GET form: it works without JavaScript, and every result has an address of its own, in this language. */}
        <form method="get" action={pathIn(language, '/tools')} role="search" className="mb-8 flex flex-wrap items-end gap-4" aria-label={catalogueTexts.searchLabel}>
          <label className="fieldset w-full max-w-sm">
            <span className="fieldset-legend">{catalogueTexts.searchLabel}</span>
            <input
              type="search"
              name="q"
              defaultValue={search}
              maxLength={TOOL_SEARCH_MAX_LENGTH}
              placeholder={catalogueTexts.searchPlaceholder}
              className="input w-full"
            />
          </label>
          <label className="fieldset">
            <span className="fieldset-legend">{catalogueTexts.sortLabel}</span>
            <select name="sort" defaultValue={sort} className="select">
              {TOOL_SORTS.map((option) => (
                <option key={option} value={option}>
                  {catalogueTexts.sorts[option]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary">
            {catalogueTexts.submit}
          </button>
          {search ? (
            <Link className="link link-primary self-center" href={toolsHref({ page: 1, search: '', sort })}>
              {catalogueTexts.clearSearch}
            </Link>
          ) : null}
        </form>

        {search && tools.total > 0 ? (
          <p className="mb-6" data-testid="tools-found">
            {catalogueTexts.found(tools.total, search)}
          </p>
        ) : null}

        {tools.items.length > 0 ? (
          <>
            <h2 className="sr-only">{catalogueTexts.listHeading(page, tools.pageCount)}</h2>
            <ToolGrid tools={tools.items} leadsPage />
          </>
        ) : (
          <div data-testid="tools-empty" className="flex flex-col items-start gap-3">
            <p>{tools.total === 0 ? (search ? catalogueTexts.noMatch(search) : catalogueTexts.noTools) : catalogueTexts.pastTheEnd}</p>
            {tools.total > 0 ? (
              <Link className="link link-primary" href={href(1)}>
                {catalogueTexts.firstPage}
              </Link>
            ) : null}
          </div>
        )}

        {tools.items.length > 0 ? <Pagination of={tools} href={href} label={catalogueTexts.pages} /> : null}
      </div>
    </>
  );
}
