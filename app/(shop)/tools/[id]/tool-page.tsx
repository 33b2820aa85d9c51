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
import { formatBDT } from '@/lib/money';
import { pageMetadata, productJsonLd } from '@/lib/seo';
import { ToolPrice, ToolStockFacts } from '@/components/shop/ToolFacts';
import { formatNumber } from '@/lib/numbers';
import { toolPageTexts } from '@/lib/texts';
import { toolText } from '@/lib/tool-text';

/**
 * A tool's page, shared by its address (`/tools/{id}`, the first page of its reviews) and the further pages of its
 * reviews (`/tools/{id}/reviews/{n}`). Neither reads the query string or the visitor, so each is rendered once and
 * kept until a write expires one of its reads' tags (docs/decisions/0084-tool-pages-kept.md).
 */

// The metadata and the page read the same tool: one database read per render.
const loadTool = cache(getTool);

export async function toolMetadata(id: string, reviewsPage: number): Promise<Metadata> {
  const tool = await loadTool(id);
  if (!tool) notFound();
  return pageMetadata({
    title: reviewsPage > 1 ? `${tool.name}: reviews, page ${reviewsPage}` : `${tool.name}, ${formatBDT(tool.price)}`,
    description: `${tool.desc} Minimum order ${formatNumber(tool.minimum)}, ${formatNumber(tool.stock)} in stock.`.slice(0, 300),
    path: toolReviewsPath(tool.id, reviewsPage),
    // The raster card of ./opengraph-image.tsx, which Next.js links itself: link previews do not show SVG.
    image: null,
  });
}

export async function ToolPageView({ id, reviewsPage }: { id: string; reviewsPage: number }) {
  // One round of reads: the tool and a page of its reviews; then the tools near it in price.
  const [tool, reviews] = await Promise.all([loadTool(id), listToolReviews(id, reviewsPage)]);
  // An unknown tool, or a page of reviews past the last: nothing to keep.
  if (!tool || (reviewsPage > 1 && reviewsPage > reviews.pageCount)) notFound();
  const related = await listRelatedTools(tool);
  const canOrder = tool.stock >= tool.minimum;
  // Its Bangla name, when an admin gave one, under the English: for customers who read Bangla, until the Bangla pages.
  const inBangla = toolText(tool, 'bn');

  return (
    <article className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="tool-name">
      <JsonLd data={productJsonLd(tool, tool.rating, reviews.page === 1 ? reviews.items : [])} />
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Tools', path: '/#tools' },
          { name: tool.name, path: `/tools/${tool.id}` },
        ]}
      />
      <div className="grid gap-10 lg:grid-cols-2">
        <ToolPicture tool={tool} shown="page" className="h-auto w-full rounded-box bg-base-200 shadow-md" />
        <div className="flex flex-col gap-5">
          <h1 id="tool-name" className="text-3xl font-extrabold sm:text-4xl">
            {tool.name}
          </h1>
          {inBangla.nameLang === 'bn' ? (
            <p lang="bn" className="-mt-3 text-xl" data-testid="tool-name-bn">
              {inBangla.name}
            </p>
          ) : null}
          <AverageRating average={tool.rating.average} count={tool.rating.count} />
          <ToolPrice price={tool.price} className="text-3xl" />
          <p className="text-lg">{tool.desc}</p>
          <ToolStockFacts tool={tool} className="grid max-w-sm grid-cols-2 gap-y-2">
            <dt className="opacity-70">Availability</dt>
            <dd data-testid="tool-availability">{canOrder ? toolPageTexts.inStock(tool.stock) : toolPageTexts.outOfStock}</dd>
          </ToolStockFacts>
          <QuantityPicker tool={tool} />
          <ToolSpecifications tool={tool} />
          <p className="text-sm opacity-70">Prices in BDT, VAT included.</p>
        </div>
      </div>
      <ToolReviews toolId={tool.id} rating={tool.rating} reviews={reviews} />
      <RelatedTools tools={related} />
    </article>
  );
}
