/**
 * The shop's fixed business facts, marketing numbers that no database holds (docs/shop.md, Business facts): one
 * place for the numbers, the contact lines and the structured address that the layout, the pages and the JSON-LD all
 * use. What is said in words (the name, the tagline, the address line, the opening hours, the statistics' labels) is
 * the catalogue's (lib/texts/en/business.ts `businessTexts`, lib/texts/en/shop.ts `statsTexts`), written once there in
 * each language; `business` repeats the English words for the API, the mails and the JSON-LD.
 */
import { formatNumber, type Language } from './numbers';
import { businessTexts } from '../texts/en/business';
import { statsTexts } from '../texts/en/shop';

export const business = {
  name: businessTexts.name,
  shortName: 'Mrittika',
  tagline: businessTexts.tagline,
  description: businessTexts.description,
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
  openingHours: businessTexts.openingHours,
  /** schema.org openingHours notation for the same hours. */
  openingHoursSchema: 'Sa-Th 09:00-18:00',
} as const;

/** One line for footers and contact blocks, in English (a page in another language says its `businessTexts.address`). */
export const fullAddress = businessTexts.address;

type StatFigure = keyof typeof statsTexts.figures;

/**
 * The business-statistics panel on the home page: fixed marketing numbers, kept as numbers (shown through
 * lib/domain/numbers.ts: "3,500+"); `more` marks a figure that is a lower bound, `inYears` one counted in years. A page
 * names each by its language's `statsTexts.figures[key]`; `label` and `detail` are the English ones, for readers
 * without a page (the browser tests).
 */
export const businessStats: readonly { key: StatFigure; count: number; more?: boolean; inYears?: boolean; label: string; detail: string }[] = (
  [
    { key: 'dealers', count: 120, more: true },
    { key: 'districts', count: 64 },
    { key: 'contractors', count: 3500, more: true },
    { key: 'years', count: 15, inYears: true },
  ] as const
).map((stat) => ({ ...stat, ...statsTexts.figures[stat.key] }));

/** A statistic as the panel shows it: "3,500+", "15 years"; in Bangla with `statsTexts` of the Bangla catalogue. */
export function statValue(
  stat: (typeof businessStats)[number],
  language: Language = 'en',
  words: { inYears: (figure: string) => string } = statsTexts,
): string {
  const figure = `${formatNumber(stat.count, language)}${stat.more ? '+' : ''}`;
  return stat.inYears ? words.inYears(figure) : figure;
}

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
