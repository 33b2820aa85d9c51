import { connection } from 'next/server';
import { countTools } from '@/lib/data/tools';
import { withErrorAnswers } from '@/lib/http/answers';
import { absoluteUrl } from '@/lib/domain/site';
import { PAGES_SITEMAP_PATH, sitemapIndex, TOOLS_PER_SITEMAP, toolsSitemapPath, xmlResponse } from '@/lib/http/sitemap';

/**
 * The index of the sitemaps, at the SITE_URL of the running server (docs/decisions/0063-sitemaps-in-parts.md).
 * While the database cannot answer, 503 with Retry-After, as the API answers: no middleware runs here to answer with
 * the pages' 503 page (docs/decisions/0089-only-pages-pass-middleware.md).
 */
export const GET = withErrorAnswers(async (): Promise<Response> => {
  // At request time, never at build: the catalogue and the site's address are the running server's.
  await connection();
  const toolParts = Math.ceil((await countTools()) / TOOLS_PER_SITEMAP);
  const paths = [PAGES_SITEMAP_PATH, ...Array.from({ length: toolParts }, (_, index) => toolsSitemapPath(index + 1))];
  return xmlResponse(sitemapIndex(paths.map(absoluteUrl)));
});
