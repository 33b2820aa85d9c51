import { formatYear } from '@/lib/domain/numbers';
import { business } from '@/lib/domain/site';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

/** Each service's picture; its words are the catalogue's `servicesTexts.services`, in this order. */
const services = [
  { key: 'workshop', icon: 'M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6' },
  { key: 'prices', icon: 'M4 7h16v12H4zM8 7V5h8v2M4 12h16' },
  {
    key: 'delivery',
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
  },
  { key: 'advice', icon: 'M4 5h16v10H8l-4 4z' },
] as const;

/** What the shop does besides selling: the services hero of the home page. */
export async function ServicesHero() {
  const language = await pageLanguage();
  const { servicesTexts } = await pageTexts();
  return (
    <section className="drawn-when-near bg-base-200" aria-labelledby="services-heading">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <p className="font-semibold uppercase tracking-wider text-primary">{servicesTexts.eyebrow}</p>
          <h2 id="services-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            {servicesTexts.heading}
          </h2>
          <p className="mt-4 text-lg">{servicesTexts.intro(formatYear(business.foundingYear, language))}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {services.map(({ key, icon }) => {
            const service = servicesTexts.services[key];
            return (
              <li key={key} className="flex gap-4">
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-box bg-primary text-primary-content">
                  <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
                    <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
                  </svg>
                </span>
                <div>
                  <h3 className="font-bold">{service.title}</h3>
                  <p className="text-sm">{service.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
