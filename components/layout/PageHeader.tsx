/** The heading band at the top of a static page. */
export function PageHeader({ title, intro }: { title: string; intro?: React.ReactNode }) {
  return (
    <div className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold sm:text-5xl">{title}</h1>
        {intro && <div className="mt-3 max-w-3xl text-lg">{intro}</div>}
      </div>
    </div>
  );
}
