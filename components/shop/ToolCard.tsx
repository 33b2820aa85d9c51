import Link from 'next/link';
import { AddToCart } from '@/components/cart/AddToCart';
import type { ToolSummary } from '@/lib/data/tools';
import { BuyNow } from './BuyNow';
import { ToolPrice, ToolStockFacts } from './ToolFacts';
import { ToolPicture } from './ToolPicture';

export function ToolCard({ tool, leads = false }: { tool: ToolSummary; leads?: boolean }) {
  return (
    <article className="card h-full bg-base-100 shadow-md" aria-labelledby={`tool-${tool.id}`}>
      <figure className="bg-base-200">
        <ToolPicture tool={tool} shown="card" leads={leads} />
      </figure>
      <div className="card-body">
        <h3 id={`tool-${tool.id}`} className="card-title">
          <Link href={`/tools/${tool.id}`} className="link link-hover">
            {tool.name}
          </Link>
        </h3>
        <p className="text-sm">{tool.desc}</p>
        <ToolStockFacts tool={tool} className="grid grid-cols-2 gap-x-2 text-sm" />
        <ToolPrice price={tool.price} className="text-lg" />
        <div className="card-actions mt-auto items-start justify-between pt-2">
          <Link href={`/tools/${tool.id}`} className="btn btn-ghost" aria-label={`Details: ${tool.name}`}>
            Details
          </Link>
          <div className="flex flex-wrap items-start justify-end gap-2">
            <AddToCart tool={{ id: tool.id, name: tool.name, minimum: tool.minimum, stock: tool.stock }} />
            <BuyNow toolId={tool.id} toolName={tool.name} />
          </div>
        </div>
      </div>
    </article>
  );
}
