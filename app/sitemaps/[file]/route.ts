import { listToolLinks } from '@/lib/data/tools';
import { withErrorAnswers } from '@/lib/http/answers';
import { LANGUAGES, pathIn } from '@/lib/domain/i18n';
import { publicPages } from '@/lib/http/routes';
import { absoluteUrl } from '@/lib/domain/site';
import { languageAlternates } from '@/lib/http/seo';
import { sitemapPart, TOOLS_PER_SITEMAP, urlSet, xmlResponse, type SitemapEntry } from '@/lib/http/sitemap';

type Context = { params: Promise<{ file: string }> };

/** Lists that change every day; the rest of the public pages change seldom. */
const DAILY: readonly string[] = ['/', '/tools', '/review'];

/**
 * A page's entries, one per language, each naming every language's address as its alternates (search engines ask
 * that each address list them all, itself included: docs/decisions/0101-the-shop-in-bangla.md).
 */
function inEachLanguage(path: string, facts: Omit<SitemapEntry, 'url' | 'alternates'>): SitemapEntry[] {
  const alternates = languageAlternates(path);
  return LANGUAGES.map((language) => ({ url: absoluteUrl(pathIn(language, path)), alternates, ...facts }));
}

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
        publicPages.flatMap((path) =>
          inEachLanguage(path, { changeFrequency: DAILY.includes(path) ? 'daily' : 'monthly', priority: path === '/' ? 1 : 0.5 }),
        ),
      ),
    );
  }
  if (part?.kind === 'tools') {
    const tools = await listToolLinks(part.part, TOOLS_PER_SITEMAP);
    if (tools.items.length > 0) {
      return xmlResponse(
        urlSet(
          tools.items.flatMap((tool) =>
            inEachLanguage(`/tools/${tool.id}`, { lastModified: tool.updatedAt, changeFrequency: 'weekly', priority: 0.8 }),
          ),
        ),
      );
    }
  }
  return xmlResponse(urlSet([]), 404);
});
