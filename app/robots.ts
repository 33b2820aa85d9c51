import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { LANGUAGES, pathIn } from '@/lib/domain/i18n';
import { absoluteUrl, isPreviewDeployment } from '@/lib/domain/site';
import { SITEMAP_INDEX_PATH } from '@/lib/http/sitemap';

/** The account area and the purchase pages, in each language: not for search engines. */
const PRIVATE_PAGES = ['/dashboard', '/purchase', '/cart', '/checkout'];

/**
 * Search engines may read the shop; the account area, the purchase pages and the API are not for them. A preview
 * deployment is for nobody's index (middleware.ts also sends `X-Robots-Tag: noindex` with its pages).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Read SITE_URL and the deployment's kind when serving, not when building.
  await connection();
  if (isPreviewDeployment()) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...LANGUAGES.flatMap((language) => PRIVATE_PAGES.map((path) => pathIn(language, path))), '/api'] },
    sitemap: absoluteUrl(SITEMAP_INDEX_PATH),
  };
}
