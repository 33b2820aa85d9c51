import Link from 'next/link';
import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo';

export type Crumb = { name: string; path: string };

/** Where a page sits (Home > Tools > name): links for people, a BreadcrumbList for search engines. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                <Link href={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
