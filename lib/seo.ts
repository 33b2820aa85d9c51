import type { Metadata } from 'next';
import { absoluteUrl, business, siteUrl } from '@/lib/site';

/**
 * What search engines and link previews read: per-page metadata (title, description, canonical URL, Open Graph,
 * Twitter) and schema.org JSON-LD, serialised so that no text from the database can end the script tag.
 */

/** The picture link previews show when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = { url: '/images/banner/share.jpg', width: 1200, height: 630, alt: business.name };

type PageFacts = {
  /** The page's own title; the layout's template adds the shop's name. */
  title: string;
  description: string;
  /** The page's path, such as "/blog"; metadataBase (SITE_URL) makes it absolute. */
  path: string;
  /** null: the route's own opengraph-image file gives the picture (Next.js adds its tags). */
  image?: { url: string; width: number; height: number; alt: string } | null;
  type?: 'website' | 'article';
};

export function pageMetadata({ title, description, path, image = DEFAULT_SHARE_IMAGE, type = 'website' }: PageFacts): Metadata {
  const fullTitle = path === '/' ? title : `${title} | ${business.name}`;
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      url: path,
      siteName: business.name,
      locale: 'en_BD',
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

/** The shop as a schema.org Organization: on every page, through the root layout. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: business.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description: business.description,
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

type ProductFacts = { id: string; name: string; desc: string; price: number; minimum: number; stock: number; img: string };
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
 * A tool as a schema.org Product with its Offer in BDT. Its rating and reviews are that tool's own (Google's
 * review-snippet rules: reviews must be about the product), so a tool nobody has reviewed has neither.
 */
export function productJsonLd(tool: ProductFacts, rating: RatingFacts, reviews: ReviewFacts[] = []) {
  const url = absoluteUrl(`/tools/${tool.id}`);
  const rated = rating.average !== null && rating.count > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: tool.name,
    description: tool.desc,
    image: absoluteUrl(tool.img),
    sku: tool.id,
    url,
    brand: { '@type': 'Brand', name: business.name },
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

/** The trail to a page (Home > Tools > name) as a schema.org BreadcrumbList; the last crumb is the page itself. */
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
export function shopReviewsJsonLd(reviews: ReviewFacts[], rating: RatingFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: business.name,
    ...aggregateRatingOf(rating),
    review: reviews.map(reviewOf),
  };
}
