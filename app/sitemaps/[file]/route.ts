import { listToolLinks } from '@/lib/data/tools';
import { withErrorAnswers } from '@/lib/http';
import { absoluteUrl, publicPages } from '@/lib/site';
import { sitemapPart, TOOLS_PER_SITEMAP, urlSet, xmlResponse } from '@/lib/sitemap';

type Context = { params: Promise<{ file: string }> };

/** Lists that change every day; the rest of the public pages change seldom. */
const DAILY: readonly string[] = ['/', '/tools', '/review'];

/**
 * One part of the sitemap: the public pages, or a part of the tools (docs/decisions/0063-sitemaps-in-parts.md).
 * While the database cannot answer, 503 with Retry-After, as the API answers: no middleware runs here to answer with
 * the pages' 503 page (docs/decisions/0089-only-pages-pass-middleware.md).
 */
export const GET = withErrorAnswers(async (_request: Request, { params }: Context): Promise<Response> => {
  const part = sitemapPart((await params).file);
  if (part?.kind === 'pages') {
    return xmlResponse(
      urlSet(
        publicPages.map((path) => ({
          url: absoluteUrl(path),
          changeFrequency: DAILY.includes(path) ? 'daily' : 'monthly',
          priority: path === '/' ? 1 : 0.5,
        })),
      ),
    );
  }
  if (part?.kind === 'tools') {
    const tools = await listToolLinks(part.part, TOOLS_PER_SITEMAP);
    if (tools.items.length > 0) {
      return xmlResponse(
        urlSet(tools.items.map((tool) => ({ url: absoluteUrl(`/tools/${tool.id}`), lastModified: tool.updatedAt, changeFrequency: 'weekly', priority: 0.8 }))),
      );
    }
  }
  return xmlResponse(urlSet([]), 404);
});
