import { businessStats, statValue } from '@/lib/domain/site';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { HeadedSection } from '@/components/ui/HeadedSection';

/** The static business-statistics panel of the home page: fixed marketing numbers (docs/shop.md, Business facts). */
export async function StatsPanel() {
  const language = await pageLanguage();
  const { statsTexts } = await pageTexts();
  return (
    <HeadedSection headingId="stats-heading" title={statsTexts.heading} headingClassName="text-center text-3xl font-extrabold sm:text-4xl" className="drawn-when-near mx-auto max-w-7xl px-4 py-14">
      <p className="mx-auto mt-3 max-w-2xl text-center">{statsTexts.intro}</p>
      <dl className="stats stats-vertical mt-8 w-full bg-base-100 shadow-md md:stats-horizontal">
        {businessStats.map((stat) => {
          const { label, detail } = statsTexts.figures[stat.key];
          return (
            <div key={stat.key} className="stat place-items-center text-center">
              <dt className="stat-title">{label}</dt>
              <dd className="stat-value text-primary">{statValue(stat, language, statsTexts)}</dd>
              <dd className="stat-desc whitespace-normal">{detail}</dd>
            </div>
          );
        })}
      </dl>
    </HeadedSection>
  );
}
