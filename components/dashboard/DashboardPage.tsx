import type { ComponentType, ReactNode } from 'react';

/**
 * A dashboard page: one section named by its h1, an optional line about the page under it, then the page's own
 * content. `id` makes the heading's id (`<id>-heading`), which the section is labelled by. `words` are the areas of
 * words its components in the browser read (components/i18n/words, e.g. `[AdminWords, AdminToolsWords]`), the first
 * outermost: a page gives them, never a layout (docs/decisions/0101-the-shop-in-bangla.md).
 */
export function DashboardPage({
  id,
  title,
  intro,
  before,
  words = [],
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Shown above the heading (a link back to the list the page belongs to). */
  before?: ReactNode;
  words?: readonly ComponentType<{ children: ReactNode }>[];
  children: ReactNode;
}) {
  const page = (
    <section aria-labelledby={`${id}-heading`}>
      {before}
      <h1 id={`${id}-heading`} className="mb-6 text-3xl font-bold">
        {title}
      </h1>
      {intro ? <p className="mb-4 max-w-2xl">{intro}</p> : null}
      {children}
    </section>
  );
  return words.reduceRight<ReactNode>((inner, Words) => <Words>{inner}</Words>, page);
}
