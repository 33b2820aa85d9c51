import Link from 'next/link';

/**
 * Links to the pages of a list: plain links (they work without JavaScript and search engines follow them), the
 * current page marked for screen readers, and at most a handful of numbers around it.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  /** The address of a page, e.g. (n) => `/tools?page=${n}`. */
  href: (page: number) => string;
  /** What the pages are of, for screen readers ("Tools pages"). */
  label: string;
}) {
  if (pageCount <= 1) return null;
  const near = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const shown = [...near].sort((a, b) => a - b);
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="join">
        {page > 1 ? (
          <li>
            <Link className="btn join-item" href={href(page - 1)} rel="prev">
              Previous
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
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link className="btn join-item" href={href(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
