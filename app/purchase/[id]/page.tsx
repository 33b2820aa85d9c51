import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { requireSignedIn } from '@/lib/auth/guards';
import { getTool } from '@/lib/data/tools';
import { formatBDT } from '@/lib/money';

export const metadata: Metadata = { title: 'Purchase', robots: { index: false } };

/** Purchase page of one tool (spec section 2): signed-in users only. (The order form joins this page later.) */
export default async function PurchasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireSignedIn(`/purchase/${encodeURIComponent(id)}`);
  const tool = await getTool(id);
  if (!tool) notFound();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="purchase-heading">
      <div className="grid gap-8 md:grid-cols-2">
        <figure className="rounded-box bg-base-200">
          <Image
            src={tool.img}
            alt={tool.name}
            width={640}
            height={480}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full"
            unoptimized={tool.img.endsWith('.svg')}
            priority
          />
        </figure>
        <div>
          <h1 id="purchase-heading" className="text-3xl font-bold">
            {tool.name}
          </h1>
          <p className="mt-4">{tool.desc}</p>
          <p className="mt-4 text-2xl font-semibold text-primary" data-testid="tool-price">
            {formatBDT(tool.price)} <span className="text-base font-normal opacity-70">per unit</span>
          </p>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="opacity-70">Minimum order</dt>
            <dd data-testid="tool-minimum">{tool.minimum}</dd>
            <dt className="opacity-70">In stock</dt>
            <dd data-testid="tool-stock">{tool.stock}</dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
