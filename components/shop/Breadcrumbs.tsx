import Link from '@/components/i18n/Link';
import { JsonLd } from '@/components/ui/JsonLd';
import { pathIn } from '@/lib/domain/i18n';
import { breadcrumbJsonLd } from '@/lib/http/seo';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

/** A step of the trail: its name in the page's language, its English path (the links put it in the page's language). */
export type Crumb = { name: string; path: string; lang?: string };

/** Where a page sits (Home > Tools > name): links for people, a BreadcrumbList for search engines. */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const language = await pageLanguage();
  const { toolTexts } = await pageTexts();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs.map(({ name, path }) => ({ name, path: pathIn(language, path) })))} />
      <nav aria-label={toolTexts.breadcrumb} className="breadcrumbs mb-6 text-sm">
        <ul>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" lang={crumb.lang}>
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} lang={crumb.lang}>
                <Link href={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
