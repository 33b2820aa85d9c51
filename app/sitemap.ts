import type { MetadataRoute } from 'next';
import { listTools } from '@/lib/data/tools';
import { absoluteUrl, publicPages } from '@/lib/site';

// Every tool, as the catalogue stands now, at the SITE_URL of the running server.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const tools = await listTools();
  return [
    ...publicPages.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: path === '/' || path === '/tools' || path === '/review' ? ('daily' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.5,
    })),
    ...tools.map((tool) => ({ url: absoluteUrl(`/tools/${tool.id}`), changeFrequency: 'weekly' as const, priority: 0.8 })),
  ];
}
