import type { Metadata } from 'next';
import { HREFLANG, LANGUAGES, OPEN_GRAPH_LOCALE, pathIn, type Language } from '@/lib/domain/i18n';
import { absoluteUrl, business, siteUrl } from '@/lib/domain/site';
import { textsFor } from '@/lib/texts/catalogue';
import { toolText } from '@/lib/domain/tool-text';

/**
 * What search engines and link previews read: per-page metadata (title, description, canonical URL, Open Graph,
 * Twitter) and schema.org JSON-LD, serialised so that no text from the database can end the script tag.
 */

/** The picture link previews show when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = { url: '/images/banner/share.jpg', width: 1200, height: 630, alt: business.name };

/** The same picture, named in the page's language (it shows the shop's name). */
function defaultShareImage(language: Language) {
  return { ...DEFAULT_SHARE_IMAGE, alt: textsFor(language).businessTexts.name };
}

type PageFacts = {
  /** The page's own title; the layout's template adds the shop's name. */
  title: string;
  description: string;
  /** The page's path in English, such as "/blog"; metadataBase (SITE_URL) makes it absolute. */
  path: string;
  /** The page's language: its canonical address is its own, the other language's is its alternate. */
  language: Language;
  /** null: no picture of its own. */
  image?: { url: string; width: number; height: number; alt: string } | null;
  type?: 'website' | 'article';
};

/**
 * Every public page has an address in each language (docs/decisions/0101-the-shop-in-bangla.md): `hreflang` links name
 * both, and English's as `x-default`, the page for every other language.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGUAGES.map((language) => [HREFLANG[language], pathIn(language, path)])),
    'x-default': path,
  };
}

export function pageMetadata({ title, description, path, language, image = defaultShareImage(language), type = 'website' }: PageFacts): Metadata {
  const shopName = textsFor(language).businessTexts.name;
  const fullTitle = path === '/' ? title : `${title} | ${shopName}`;
  const address = pathIn(language, path);
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: address, languages: languageAlternates(path) },
    openGraph: {
      type,
      url: address,
      siteName: shopName,
      locale: OPEN_GRAPH_LOCALE[language],
      alternateLocale: LANGUAGES.filter((other) => other !== language).map((other) => OPEN_GRAPH_LOCALE[other]),
      title: fullTitle,
      description,
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, ...(image ? { images: [image.url] } : {}) },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify alone would let a review containing
 * "</script>" end the element; escaping <, > and & as \u escapes keeps the same JSON value but no markup, and
 * U+2028/U+2029 are escaped for the older parsers that treat them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const organizationId = () => `${siteUrl()}/#organization`;

/** The shop as a schema.org Organization: on every page, through the root layout; named in the page's language. */
export function organizationJsonLd(language: Language = 'en') {
  const { businessTexts } = textsFor(language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: businessTexts.name,
    url: absoluteUrl(pathIn(language, '/')),
    logo: absoluteUrl('/icon.svg'),
    description: businessTexts.description,
    email: business.email,
    telephone: business.phone,
    foundingDate: String(business.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      postalCode: business.address.postalCode,
      addressCountry: business.address.countryCode,
    },
  };
}

type ProductFacts = {
  id: string;
  name: string;
  desc: string;
  nameBn?: string | null;
  descBn?: string | null;
  price: number;
  minimum: number;
  stock: number;
  img: string;
};
type RatingFacts = { average: number | null; count: number };

/** A schema.org AggregateRating, or nothing when there is no rating to give. */
function aggregateRatingOf(rating: RatingFacts) {
  return rating.average !== null && rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.average,
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
}

function reviewOf(review: ReviewFacts) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    reviewBody: review.review,
    reviewRating: { '@type': 'Rating', ratingValue: Number(review.ratings), bestRating: 5, worstRating: 1 },
  };
}

/**
 * A tool as a schema.org Product with its Offer in BDT, named and described as its page in `language` shows it. Its
 * rating and reviews are that tool's own (Google's review-snippet rules: reviews must be about the product), so a tool
 * nobody has reviewed has neither.
 */
export function productJsonLd(tool: ProductFacts, rating: RatingFacts, reviews: ReviewFacts[] = [], language: Language = 'en') {
  const url = absoluteUrl(pathIn(language, `/tools/${tool.id}`));
  const rated = rating.average !== null && rating.count > 0;
  const text = toolText(tool, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: text.name,
    description: text.desc,
    image: absoluteUrl(tool.img),
    sku: tool.id,
    url,
    brand: { '@type': 'Brand', name: textsFor(language).businessTexts.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BDT',
      price: tool.price,
      // Only an order of at least the minimum can be placed, so less stock than that is as good as none.
      availability: tool.stock >= tool.minimum ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tool.minimum, maxValue: tool.stock },
      seller: { '@id': organizationId() },
    },
    ...aggregateRatingOf(rating),
    ...(rated && reviews.length > 0 ? { review: reviews.map(reviewOf) } : {}),
  };
}

/**
 * The trail to a page (Home > Tools > name) as a schema.org BreadcrumbList; the last crumb is the page itself. The
 * paths are the page's language's (`/bn/tools/...` on a Bangla page).
 */
export function breadcrumbJsonLd(crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

type ReviewFacts = { name: string; review: string; ratings: string };

/**
 * The shop's reviews on /review: they are reviews of the shop, so they attach to the Organization (the same @id
 * as the layout's, which JSON-LD merges into one node). Their text comes from customers: serializeJsonLd keeps it
 * inside the script element.
 */
export function shopReviewsJsonLd(reviews: ReviewFacts[], rating: RatingFacts, language: Language = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: textsFor(language).businessTexts.name,
    ...aggregateRatingOf(rating),
    review: reviews.map(reviewOf),
  };
}
