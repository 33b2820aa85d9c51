/**
 * The shop's fixed business facts, marketing numbers that no database holds (docs/shop.md, Business facts): one
 * place for the name, address, contact lines, opening hours and statistics that the layout, the pages and the
 * JSON-LD all show.
 */
import { formatNumber } from './numbers';

export const business = {
  name: 'Mrittika Ceramic Tools',
  shortName: 'Mrittika',
  tagline: 'Tiles and tile tools, made in Bangladesh',
  description:
    'Mrittika Ceramic Tools makes ceramic tiles and the tools to lay them: trowels, cutters, levelling kits and more, sold to contractors and dealers across Bangladesh with prices in BDT.',
  foundingYear: 2009,
  address: {
    street: 'Plot 41, Road 7, Tejgaon Industrial Area',
    locality: 'Dhaka',
    postalCode: '1208',
    country: 'Bangladesh',
    countryCode: 'BD',
  },
  phone: '+880 2 5501 4471',
  /** The phone number as a tel: link needs it, digits only after the plus. */
  phoneHref: 'tel:+880255014471',
  email: 'hello@mrittika.test',
  openingHours: 'Saturday to Thursday, 9:00 to 18:00',
  /** schema.org openingHours notation for the same hours. */
  openingHoursSchema: 'Sa-Th 09:00-18:00',
} as const;

/** One line for footers and contact blocks. */
export const fullAddress = `${business.address.street}, ${business.address.locality} ${business.address.postalCode}, ${business.address.country}`;

/**
 * The business-statistics panel on the home page: fixed marketing numbers, kept as numbers (shown through
 * lib/numbers.ts: "3,500+"); `more` marks a figure that is a lower bound, `unit` one that counts something named.
 */
export const businessStats: readonly { count: number; more?: boolean; unit?: string; label: string; detail: string }[] = [
  { count: 120, more: true, label: 'Dealers nationwide', detail: 'stock our tools from Teknaf to Tetulia' },
  { count: 64, label: 'Districts served', detail: 'every district of Bangladesh receives our deliveries' },
  { count: 3500, more: true, label: 'Contractors', detail: 'lay tiles with Mrittika tools every working day' },
  { count: 15, unit: 'years', label: 'Of kiln and workshop', detail: 'making tiles and tools in Tejgaon since 2009' },
];

/** A statistic as the panel shows it: "3,500+", "15 years". */
export function statValue(stat: (typeof businessStats)[number]): string {
  return `${formatNumber(stat.count)}${stat.more ? '+' : ''}${stat.unit ? ` ${stat.unit}` : ''}`;
}

/** The public pages that search engines should know (tool pages are added per tool). */
export const publicPages = ['/', '/tools', '/blog', '/review', '/about', '/myportfolio', '/contact'] as const;

const DEVELOPMENT_SITE_URL = 'http://127.0.0.1:3000';

/**
 * The shop's public address as the deployment states it, or undefined when nothing does: SITE_URL, else
 * next-auth's AUTH_URL, else, on Vercel, the platform's own URL of this deployment (the production domain in
 * production; the branch URL, else the deployment URL, on previews). Never a request's Host header, which a client
 * can forge. Read when called: by the build for the pages it prerenders (their canonical links, Open Graph and
 * JSON-LD carry the build's address), per request for everything else (sitemap, robots.txt, mails, reset links,
 * per-request pages); docs/decisions/0082-prerendered-pages-carry-the-build-address.md. A preview built in CI learns
 * its own URL only when it runs.
 */
export function configuredSiteUrl(): string | undefined {
  const explicit = process.env.SITE_URL?.trim() || process.env.AUTH_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const vercelHost =
    process.env.VERCEL_ENV === 'production'
      ? process.env.VERCEL_PROJECT_PRODUCTION_URL
      : process.env.VERCEL_BRANCH_URL || process.env.VERCEL_URL;
  return vercelHost?.trim() ? `https://${vercelHost.trim()}` : undefined;
}

/**
 * The public address of the shop, without a trailing slash: canonical URLs, Open Graph, the sitemap and JSON-LD
 * are built from it. configuredSiteUrl(), else the development address.
 */
export function siteUrl(): string {
  return configuredSiteUrl() ?? DEVELOPMENT_SITE_URL;
}

/** A Vercel preview (or `vercel dev`) deployment: search engines must not index it. */
export function isPreviewDeployment(): boolean {
  const environment = process.env.VERCEL_ENV;
  return Boolean(environment) && environment !== 'production';
}

/** An absolute URL on this site for a path such as "/tools/abc". */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
