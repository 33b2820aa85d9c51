import { business } from '@/lib/site';

const services = [
  {
    title: 'Made in our own workshop',
    text: 'Blades, trowels and clips are cut, hardened and checked in Tejgaon, so we know every part that goes into them.',
    icon: 'M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6',
  },
  {
    title: 'Contractor prices by the case',
    text: 'Each tool has a sensible minimum order and one clear price in BDT, the same for a mason and a dealer.',
    icon: 'M4 7h16v12H4zM8 7V5h8v2M4 12h16',
  },
  {
    title: 'Delivery across Bangladesh',
    text: 'Dealers in every division and couriers to all 64 districts; bulk orders travel on our own trucks.',
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
  },
  {
    title: 'Advice from people who lay tiles',
    text: 'Not sure which notch or blade a job needs? Our team has laid tiles for years and answers the phone.',
    icon: 'M4 5h16v10H8l-4 4z',
  },
];

/** What the shop does besides selling: the services hero of the home page. */
export function ServicesHero() {
  return (
    <section className="bg-base-200" aria-labelledby="services-heading">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <p className="font-semibold uppercase tracking-wider text-primary">Our services</p>
          <h2 id="services-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            From our kiln to your job site
          </h2>
          <p className="mt-4 text-lg">
            We have made tiles since {business.foundingYear} and the tools to lay them ever since our own crews asked for better ones. Buy
            what professionals use, with the support of the people who make it.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.title} className="flex gap-4">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-box bg-primary text-primary-content">
                <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
                  <path d={service.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
                </svg>
              </span>
              <div>
                <h3 className="font-bold">{service.title}</h3>
                <p className="text-sm">{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
