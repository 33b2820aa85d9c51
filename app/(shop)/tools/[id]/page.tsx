import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AverageRating } from '@/components/shop/AverageRating';
import { BuyNow } from '@/components/shop/BuyNow';
import { JsonLd } from '@/components/ui/JsonLd';
import { StaticImage } from '@/components/ui/StaticImage';
import { isAdmin } from '@/lib/access';
import { getCaller } from '@/lib/auth/caller';
import { averageRating, listReviews } from '@/lib/data/reviews';
import { getTool } from '@/lib/data/tools';
import { formatBDT } from '@/lib/money';
import { pageMetadata, productJsonLd } from '@/lib/seo';
import { ToolPrice, ToolStockFacts } from '@/components/shop/ToolFacts';

// Stock changes with every order and Buy Now depends on who is asking.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

// The metadata and the page read the same tool: one database read per request.
const loadTool = cache(getTool);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tool = await loadTool((await params).id);
  if (!tool) notFound();
  return pageMetadata({
    title: `${tool.name}, ${formatBDT(tool.price)}`,
    description: `${tool.desc} Minimum order ${tool.minimum}, ${tool.stock} in stock.`.slice(0, 300),
    path: `/tools/${tool.id}`,
    image: { url: tool.img, width: 480, height: 360, alt: tool.name },
  });
}

export default async function ToolPage({ params }: Props) {
  const { id } = await params;
  // One round of reads: the tool, the shop's reviews (for the rating) and who is asking.
  const [tool, reviews, caller] = await Promise.all([loadTool(id), listReviews(), getCaller()]);
  if (!tool) notFound();
  const rating = averageRating(reviews);
  const canOrder = tool.stock >= tool.minimum;

  return (
    <article className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="tool-name">
      <JsonLd data={productJsonLd(tool, rating)} />
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            <Link href="/#tools">Tools</Link>
          </li>
          <li aria-current="page">{tool.name}</li>
        </ul>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2">
        <StaticImage
          src={tool.img}
          alt={tool.name}
          width={960}
          height={720}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          loading="eager"
          fetchPriority="high"
          className="h-auto w-full rounded-box bg-base-200 shadow-md"
        />
        <div className="flex flex-col gap-5">
          <h1 id="tool-name" className="text-3xl font-extrabold sm:text-4xl">
            {tool.name}
          </h1>
          <AverageRating average={rating.average} count={rating.count} />
          <ToolPrice price={tool.price} className="text-3xl" />
          <p className="text-lg">{tool.desc}</p>
          <ToolStockFacts tool={tool} className="grid max-w-sm grid-cols-2 gap-y-2">
            <dt className="opacity-70">Availability</dt>
            <dd>{canOrder ? 'Ready to ship' : 'Out of stock for now'}</dd>
          </ToolStockFacts>
          <div className="flex flex-wrap items-start gap-4">
            <BuyNow toolId={tool.id} toolName={tool.name} disabledForAdmin={isAdmin(caller)} />
            <Link href="/review" className="btn btn-ghost">
              Read the reviews
            </Link>
          </div>
          <p className="text-sm opacity-70">
            The rating is the average of all our customers&apos; reviews of the shop. Prices in BDT, VAT included.
          </p>
        </div>
      </div>
    </article>
  );
}
