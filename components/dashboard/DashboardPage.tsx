/**
 * A dashboard page: one section named by its h1, an optional line about the page under it, then the page's own
 * content. `id` makes the heading's id (`<id>-heading`), which the section is labelled by.
 */
export function DashboardPage({
  id,
  title,
  intro,
  before,
  children,
}: {
  id: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Shown above the heading (a link back to the list the page belongs to). */
  before?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      {before}
      <h1 id={`${id}-heading`} className="mb-6 text-3xl font-bold">
        {title}
      </h1>
      {intro ? <p className="mb-4 max-w-2xl">{intro}</p> : null}
      {children}
    </section>
  );
}
