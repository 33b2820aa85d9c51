import { describe, expect, it } from 'vitest';
import { sitemapIndex, sitemapPart, toolsSitemapPath, urlSet } from './sitemap';

describe('sitemap parts', () => {
  it('names the pages and each part of the tools', () => {
    expect(sitemapPart('pages.xml')).toEqual({ kind: 'pages' });
    expect(sitemapPart('tools-1.xml')).toEqual({ kind: 'tools', part: 1 });
    expect(sitemapPart(toolsSitemapPath(9999).slice('/sitemaps/'.length))).toEqual({ kind: 'tools', part: 9999 });
  });

  it.each(['tools-0.xml', 'tools-01.xml', 'tools-10000.xml', 'tools--1.xml', 'tools-1.xml.gz', 'tools-1', 'Pages.xml', '../pages.xml', 'pages.xml/', '', 'tools-1e3.xml', 'tools-١.xml'])(
    'refuses %j',
    (file) => {
      expect(sitemapPart(file)).toBeNull();
    },
  );
});

describe('sitemap XML', () => {
  it('writes each page with its optional fields, escaped', () => {
    const xml = urlSet([
      { url: 'https://shop.example/tools?q=a&sort=price-asc', changeFrequency: 'daily', priority: 1 },
      { url: 'https://shop.example/tools/1', lastModified: new Date('2026-11-24T06:00:00Z') },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xml).toContain('<url><loc>https://shop.example/tools?q=a&amp;sort=price-asc</loc><changefreq>daily</changefreq><priority>1</priority></url>');
    expect(xml).toContain('<url><loc>https://shop.example/tools/1</loc><lastmod>2026-11-24T06:00:00.000Z</lastmod></url>');
    expect(xml).not.toContain('&sort');
  });

  it("names a page's address in each language, made absolute", () => {
    const alternates = { en: '/tools/1', 'bn-BD': '/bn/tools/1', 'x-default': '/tools/1' };
    const xml = urlSet([{ url: 'https://shop.example/bn/tools/1', alternates }]);
    expect(xml).toContain(
      '<url><loc>https://shop.example/bn/tools/1</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/tools/1"/>' +
        '<xhtml:link rel="alternate" hreflang="bn-BD" href="https://shop.example/bn/tools/1"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/tools/1"/></url>',
    );
  });

  it('indexes the parts', () => {
    const xml = sitemapIndex(['https://shop.example/sitemaps/pages.xml', 'https://shop.example/sitemaps/tools-1.xml']);
    expect([...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1])).toEqual([
      'https://shop.example/sitemaps/pages.xml',
      'https://shop.example/sitemaps/tools-1.xml',
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});
