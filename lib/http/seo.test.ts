import { afterEach, describe, expect, it, vi } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd, pageMetadata, productJsonLd, serializeJsonLd, shopReviewsJsonLd } from './seo';
import { absoluteUrl, siteUrl } from '../domain/site';

const attack = '</script><script>alert(1)</script> & <!-- \u2028\u2029';

describe('serializeJsonLd', () => {
  it('keeps the same JSON value while leaving no character that HTML could read as markup', () => {
    const data = { reviewBody: attack, nested: [{ name: '<b>Rahim</b> & sons' }] };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('siteUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the development address without SITE_URL, and SITE_URL without its trailing slash otherwise', () => {
    vi.stubEnv('SITE_URL', undefined);
    expect(siteUrl()).toBe('http://127.0.0.1:3000');
    vi.stubEnv('SITE_URL', 'https://shop.mrittika.example/');
    expect(siteUrl()).toBe('https://shop.mrittika.example');
    expect(absoluteUrl('/tools/abc')).toBe('https://shop.mrittika.example/tools/abc');
    expect(organizationJsonLd()['@id']).toBe('https://shop.mrittika.example/#organization');
  });
});

describe('pageMetadata', () => {
  it('gives a Bangla page its own canonical address, the same alternates and its language in Open Graph', () => {
    const metadata = pageMetadata({ title: 'ব্লগ', description: 'উত্তর।', path: '/blog', language: 'bn' });
    expect(metadata.alternates).toEqual({ canonical: '/bn/blog', languages: { en: '/blog', 'bn-BD': '/bn/blog', 'x-default': '/blog' } });
    expect(metadata.openGraph).toMatchObject({ url: '/bn/blog', locale: 'bn_BD', alternateLocale: ['en_BD'], title: 'ব্লগ | মৃত্তিকা সিরামিক টুলস' });
    expect(pageMetadata({ title: 'হোম', description: '', path: '/', language: 'bn' }).alternates?.canonical).toBe('/bn');
    expect(pageMetadata({ title: 'টুলস', description: '', path: '/tools?page=2', language: 'bn' }).alternates?.canonical).toBe('/bn/tools?page=2');
  });

  it('gives a page its title, description, canonical path, Open Graph and Twitter data', () => {
    const metadata = pageMetadata({ title: 'Blog', description: 'Answers.', path: '/blog', language: 'en' });
    expect(metadata.title).toBe('Blog');
    expect(metadata.alternates).toEqual({ canonical: '/blog', languages: { en: '/blog', 'bn-BD': '/bn/blog', 'x-default': '/blog' } });
    expect(metadata.openGraph).toMatchObject({ locale: 'en_BD', alternateLocale: ['bn_BD'] });
    expect(metadata.openGraph).toMatchObject({ url: '/blog', title: 'Blog | Mrittika Ceramic Tools', description: 'Answers.' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Blog | Mrittika Ceramic Tools' });
  });
});

describe('productJsonLd', () => {
  const tool = { id: 'abc123', name: 'Tile Cutter', desc: 'Cuts tiles.', price: 6500, minimum: 2, stock: 60, img: '/images/tools/tile-cutter.svg' };

  it('offers the tool at its price in BDT, in stock while at least the minimum order is left', () => {
    const product = productJsonLd(tool, { average: 4.3, count: 7 });
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'BDT', price: 6500, availability: 'https://schema.org/InStock' });
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7, bestRating: 5, worstRating: 1 });
    expect(productJsonLd({ ...tool, stock: 1 }, { average: 4.3, count: 7 }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('leaves the rating and the reviews out when the tool has no reviews', () => {
    const product = productJsonLd(tool, { average: null, count: 0 }, []);
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it("carries the tool's own reviews beside its rating", () => {
    const product = productJsonLd(tool, { average: 4.5, count: 2 }, [
      { name: 'Rahim', review: 'Clean cuts', ratings: '5' },
      { name: 'Nusrat', review: 'Heavy', ratings: '4' },
    ]);
    expect(product.review).toEqual([
      { '@type': 'Review', author: { '@type': 'Person', name: 'Rahim' }, reviewBody: 'Clean cuts', reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 } },
      { '@type': 'Review', author: { '@type': 'Person', name: 'Nusrat' }, reviewBody: 'Heavy', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 } },
    ]);
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Tools', path: '/#tools' }, { name: 'Tile Cutter', path: '/tools/abc' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Tools', item: absoluteUrl('/#tools') },
        { '@type': 'ListItem', position: 3, name: 'Tile Cutter', item: absoluteUrl('/tools/abc') },
      ],
    });
  });
});

describe('shopReviewsJsonLd', () => {
  it('lists every review with its rating under the shop', () => {
    const data = shopReviewsJsonLd([{ name: 'Mallory', review: attack, ratings: '2' }], { average: 2, count: 1 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Mallory' },
        reviewBody: attack,
        reviewRating: { '@type': 'Rating', ratingValue: 2, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
