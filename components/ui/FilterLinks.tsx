import Link from '@/components/i18n/Link';

/**
 * The links above a list that show it filtered one way or another (all, or one status or kind): plain links, so that
 * each filter has an address, with the one shown marked for screen readers (aria-current) and as the primary button.
 */
export function FilterLinks<Filter extends string | null>({
  label,
  filters,
  current,
  href,
}: {
  /** What the links filter, for screen readers ("Filter payments"). */
  label: string;
  /** Each filter with its words, in the order shown; `null` is the whole list. */
  filters: readonly { filter: Filter; label: string }[];
  current: Filter;
  /** The address of the list's first page with a filter, in English (Link puts the page's language in front). */
  href: (filter: Filter) => string;
}) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ filter, label: words }) => (
          <li key={filter ?? 'all'}>
            <Link
              href={href(filter)}
              className={`btn btn-sm ${filter === current ? 'btn-primary' : 'btn-outline'}`}
              aria-current={filter === current ? 'page' : undefined}
            >
              {words}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
