import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AverageRating } from '@/components/shop/AverageRating';
import { Breadcrumbs } from '@/components/shop/Breadcrumbs';
import { QuantityPicker } from '@/components/shop/QuantityPicker';
import { RelatedTools } from '@/components/shop/RelatedTools';
import { ToolReviews, toolReviewsPath } from '@/components/shop/ToolReviews';
import { ToolSpecifications } from '@/components/shop/ToolSpecifications';
import { JsonLd } from '@/components/ui/JsonLd';
import { ToolPicture } from '@/components/shop/ToolPicture';
import { listToolReviews } from '@/lib/data/reviews';
import { getTool, listRelatedTools } from '@/lib/data/tools';
import type { Language } from '@/lib/domain/i18n';
import { formatBDT } from '@/lib/domain/money';
import { pageMetadata, productJsonLd } from '@/lib/http/seo';
import { ToolPrice, ToolStockFacts } from '@/components/shop/ToolFacts';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { toolText } from '@/lib/domain/tool-text';

/**
 * A tool's page, shared by its address (`/tools/{id}`, the first page of its reviews) and the further pages of its
 * reviews (`/tools/{id}/reviews/{n}`), in the language of its address. Neither reads the query string or the visitor,
 * so each is rendered once per language and kept until a write expires one of its reads' tags
 * (docs/decisions/0084-tool-pages-kept.md).
 */

// The metadata and the page read the same tool: one database read per render.
const loadTool = cache(getTool);

export async function toolMetadata(id: string, reviewsPage: number): Promise<Metadata> {
  const tool = await loadTool(id);
  if (!tool) notFound();
  const language = await pageLanguage();
  const { toolTexts } = await pageTexts();
  const { name, desc } = toolText(tool, language);
  return pageMetadata({
    title: reviewsPage > 1 ? toolTexts.reviewsPageTitle(name, reviewsPage) : toolTexts.pageTitle(name, formatBDT(tool.price, language)),
    description: toolTexts.description(desc, tool.minimum, tool.stock).slice(0, 300),
    path: toolReviewsPath(tool.id, reviewsPage),
    language,
    // The raster card of ./opengraph-image/route.tsx, one address for both languages: link previews do not show SVG.
    image: { url: `/tools/${tool.id}/opengraph-image`, width: 1200, height: 630, alt: name },
  });
}

export async function ToolPageView({ id, reviewsPage }: { id: string; reviewsPage: number }) {
  // One round of reads: the tool and a page of its reviews; then the tools near it in price.
  const [tool, reviews] = await Promise.all([loadTool(id), listToolReviews(id, reviewsPage)]);
  // An unknown tool, or a page of reviews past the last: nothing to keep.
  if (!tool || (reviewsPage > 1 && reviewsPage > reviews.pageCount)) notFound();
  const related = await listRelatedTools(tool);
  const language = await pageLanguage();
  const { toolPageTexts, toolTexts, menuTexts } = await pageTexts();
  const canOrder = tool.stock >= tool.minimum;
  // The name and description in the page's language; an English one on a Bangla page (none given) is marked so.
  const text = toolText(tool, language);
  const langOf = (shownIn: Language) => (shownIn === language ? undefined : shownIn);
  // On English pages its Bangla name, when an admin gave one, under the English, for customers who read Bangla.
  const inBangla = toolText(tool, 'bn');

  return (
    <article className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="tool-name">
      <JsonLd data={productJsonLd(tool, tool.rating, reviews.page === 1 ? reviews.items : [], language)} />
      <Breadcrumbs
        crumbs={[
          { name: menuTexts.home, path: '/' },
          { name: menuTexts.tools, path: '/#tools' },
          { name: text.name, path: `/tools/${tool.id}`, lang: langOf(text.nameLang) },
        ]}
      />
      <div className="grid gap-10 lg:grid-cols-2">
        <ToolPicture tool={tool} shown="page" className="h-auto w-full rounded-box bg-base-200 shadow-md" />
        <div className="flex flex-col gap-5">
          <h1 id="tool-name" className="text-3xl font-extrabold sm:text-4xl" lang={langOf(text.nameLang)}>
            {text.name}
          </h1>
          {language === 'en' && inBangla.nameLang === 'bn' ? (
            <p lang="bn" className="-mt-3 text-xl" data-testid="tool-name-bn">
              {inBangla.name}
            </p>
          ) : null}
          <AverageRating average={tool.rating.average} count={tool.rating.count} />
          <ToolPrice price={tool.price} className="text-3xl" />
          <p className="text-lg" lang={langOf(text.descLang)}>
            {text.desc}
          </p>
          <ToolStockFacts tool={tool} className="grid max-w-sm grid-cols-2 gap-y-2">
            <dt className="opacity-70">{toolTexts.availability}</dt>
            <dd data-testid="tool-availability">{canOrder ? toolPageTexts.inStock(tool.stock) : toolPageTexts.outOfStock}</dd>
          </ToolStockFacts>
          {/* Buy Now, Add to cart and the quantity are theirs (components/shop/QuantityPicker.tsx); they name the tool as this page does. */}
          <QuantityPicker tool={{ ...tool, name: text.name }} />
          <ToolSpecifications tool={tool} />
          <p className="text-sm opacity-70">{toolTexts.pricesNote}</p>
        </div>
      </div>
      <ToolReviews toolId={tool.id} rating={tool.rating} reviews={reviews} />
      <RelatedTools tools={related} />
    </article>
  );
}
