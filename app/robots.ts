import type { MetadataRoute } from 'next';
import { absoluteUrl, isPreviewDeployment } from '@/lib/site';

// Read SITE_URL and the deployment's kind when serving, not when building.
export const dynamic = 'force-dynamic';

/**
 * Search engines may read the shop; the account area, the purchase pages and the API are not for them. A preview
 * deployment is for nobody's index (middleware.ts also sends `X-Robots-Tag: noindex` there).
 */
export default function robots(): MetadataRoute.Robots {
  if (isPreviewDeployment()) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/dashboard', '/purchase', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
