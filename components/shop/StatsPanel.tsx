import { businessStats, statValue } from '@/lib/site';

/** The static business-statistics panel of the home page: fixed marketing numbers (docs/shop.md, Business facts). */
export function StatsPanel() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
        Millions of tiles laid with our tools
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center">Numbers we are proud of, counted at the end of last year.</p>
      <dl className="stats stats-vertical mt-8 w-full bg-base-100 shadow-md md:stats-horizontal">
        {businessStats.map((stat) => (
          <div key={stat.label} className="stat place-items-center text-center">
            <dt className="stat-title">{stat.label}</dt>
            <dd className="stat-value text-primary">{statValue(stat)}</dd>
            <dd className="stat-desc whitespace-normal">{stat.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
