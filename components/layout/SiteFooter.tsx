import Link from '@/components/i18n/Link';
import { formatYear } from '@/lib/domain/numbers';
import { business } from '@/lib/domain/site';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { CurrentYear } from './CurrentYear';
import { navLinks } from './nav-links';

/** The year the page is made in: kept with the page, as Cache Components ask of any read of the clock. */
async function yearMadeIn(): Promise<number> {
  'use cache';
  return new Date().getFullYear();
}

/** The footer of every page: the fixed business facts (docs/shop.md, Business facts). */
export async function SiteFooter() {
  const madeIn = await yearMadeIn();
  const language = await pageLanguage();
  const { businessTexts, menuTexts } = await pageTexts();
  const founded = formatYear(business.foundingYear, language);
  return (
    <footer className="drawn-when-near bg-neutral text-neutral-content print:hidden">
      <div className="footer mx-auto max-w-7xl gap-8 px-4 py-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <p className="text-lg font-bold">{businessTexts.name}</p>
          <p>
            {businessTexts.tagline}. {businessTexts.since(founded)}
          </p>
        </aside>
        <address className="not-italic" aria-label={businessTexts.showroom}>
          <h2 className="footer-title">{businessTexts.showroom}</h2>
          <p>{businessTexts.address}</p>
          <p>{businessTexts.openingHours}</p>
        </address>
        <div>
          <h2 className="footer-title">{businessTexts.talkToUs}</h2>
          <a className="link link-hover" href={business.phoneHref}>
            {business.phone}
          </a>
          <a className="link link-hover" href={`mailto:${business.email}`}>
            {business.email}
          </a>
          <Link className="link link-hover" href="/contact">
            {businessTexts.sendMessage}
          </Link>
        </div>
        <nav aria-label={businessTexts.footerNav}>
          <h2 className="footer-title">{businessTexts.theShop}</h2>
          {navLinks.map(({ path, label }) => (
            <Link key={path} className="link link-hover" href={path}>
              {menuTexts[label]}
            </Link>
          ))}
        </nav>
      </div>
      <p className="border-t border-neutral-content/20 px-4 py-4 text-center text-sm">
        {businessTexts.copyright(founded)} <CurrentYear madeIn={madeIn} /> {businessTexts.pricesNote(businessTexts.name)}
      </p>
    </footer>
  );
}
