import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

// Read SITE_URL when serving, not when building.
export const dynamic = 'force-dynamic';

/** Search engines may read the shop; the account area, the purchase pages and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/dashboard', '/purchase', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
