import Link from 'next/link';
import { business, fullAddress } from '@/lib/site';
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
  return (
    <footer className="bg-neutral text-neutral-content print:hidden">
      <div className="footer mx-auto max-w-7xl gap-8 px-4 py-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <p className="text-lg font-bold">{business.name}</p>
          <p>{business.tagline}. Tile tools for contractors and dealers since {business.foundingYear}.</p>
        </aside>
        <address className="not-italic" aria-label="Showroom and factory">
          <h2 className="footer-title">Showroom and factory</h2>
          <p>{fullAddress}</p>
          <p>{business.openingHours}</p>
        </address>
        <div>
          <h2 className="footer-title">Talk to us</h2>
          <a className="link link-hover" href={business.phoneHref}>
            {business.phone}
          </a>
          <a className="link link-hover" href={`mailto:${business.email}`}>
            {business.email}
          </a>
          <Link className="link link-hover" href="/contact">
            Send us a message
          </Link>
        </div>
        <nav aria-label="Footer">
          <h2 className="footer-title">The shop</h2>
          {navLinks.map(({ href, label }) => (
            <Link key={href} className="link link-hover" href={href}>
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="border-t border-neutral-content/20 px-4 py-4 text-center text-sm">
        © {business.foundingYear} to <CurrentYear madeIn={madeIn} /> {business.name}. Prices in BDT, VAT included.
      </p>
    </footer>
  );
}
