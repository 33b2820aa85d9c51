import Link from '@/components/i18n/Link';
import { formatNumber } from '@/lib/domain/numbers';
import type { Page } from '@/lib/domain/pagination';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

/**
 * Links to the pages of a list: plain links (they work without JavaScript and search engines follow them), the
 * current page marked for screen readers, and at most a handful of numbers around it. The addresses are given in
 * English (`/tools?page=2`); the links put them in the page's language.
 */
export async function Pagination({
  of: { page, pageCount },
  href,
  label,
}: {
  /** The page of the list shown (lib/domain/pagination.ts): its number and how many there are. */
  of: Pick<Page<unknown>, 'page' | 'pageCount'>;
  /** The address of a page, e.g. (n) => `/tools?page=${n}`. */
  href: (page: number) => string;
  /** What the pages are of, for screen readers ("Tools pages"). */
  label: string;
}) {
  if (pageCount <= 1) return null;
  const language = await pageLanguage();
  const { uiTexts } = await pageTexts();
  const near = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const shown = [...near].sort((a, b) => a - b);
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="join">
        {page > 1 ? (
          <li>
            <Link className="btn join-item" href={href(page - 1)} rel="prev">
              {uiTexts.previous}
            </Link>
          </li>
        ) : null}
        {shown.map((number, index) => (
          <li key={number} className="contents">
            {index > 0 && number - shown[index - 1]! > 1 ? (
              <span className="btn btn-disabled join-item" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              className={`btn join-item ${number === page ? 'btn-active btn-primary' : ''}`}
              href={href(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={uiTexts.page(number)}
            >
              {formatNumber(number, language)}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link className="btn join-item" href={href(page + 1)} rel="next">
              {uiTexts.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
