/**
 * The sitemaps search engines read (docs/decisions/0063-sitemaps-in-parts.md): `/sitemap.xml` is an index of
 * parts, `/sitemaps/pages.xml` the public pages and `/sitemaps/tools-{n}.xml` the tools, a bounded number per
 * part, so that no answer grows with the catalogue.
 */

/** How many tools one part lists: far below the format's 50,000, so that a part stays small and quick. */
export const TOOLS_PER_SITEMAP = 1000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

/** The path of the n-th part of the tools (from 1). */
export function toolsSitemapPath(part: number): string {
  return `/sitemaps/tools-${part}.xml`;
}

/** The part a `/sitemaps/{file}` name asks for, or null for anything else (hostile names included). */
export function sitemapPart(file: string): { kind: 'pages' } | { kind: 'tools'; part: number } | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  const tools = /^tools-([1-9][0-9]{0,3})\.xml$/.exec(file);
  return tools ? { kind: 'tools', part: Number(tools[1]) } : null;
}

export type SitemapEntry = {
  url: string;
  lastModified?: Date | null;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
  /** The page's address in each language, by `hreflang` (paths: made absolute here). */
  alternates?: Record<string, string>;
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A `<urlset>` of pages, with `xhtml:link` alternates where a page has them. */
export function urlSet(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified, changeFrequency, priority, alternates = {} }) =>
    [
      '<url>',
      `<loc>${escapeXml(url)}</loc>`,
      ...Object.entries(alternates).map(
        ([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(new URL(path, url).toString())}"/>`,
      ),
      lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '',
      changeFrequency ? `<changefreq>${changeFrequency}</changefreq>` : '',
      priority === undefined ? '' : `<priority>${priority}</priority>`,
      '</url>',
    ].join(''),
  );
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of parts. */
export function sitemapIndex(urls: string[]): string {
  const parts = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${parts.join('\n')}\n</sitemapindex>\n`;
}

/** An XML answer of a sitemap. */
export function xmlResponse(xml: string, status = 200): Response {
  return new Response(xml, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
