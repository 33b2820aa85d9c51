import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A part of a page under its own heading, which names it for screen readers (aria-labelledby): the heading's id is
 * written once, so that the section and its heading cannot drift apart.
 */
export function HeadedSection({
  headingId,
  title,
  headingClassName,
  children,
  ...section
}: {
  headingId: string;
  title: ReactNode;
  headingClassName: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  return (
    <section aria-labelledby={headingId} {...section}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
