import Link from '@/components/i18n/Link';
import { AddToCart } from '@/components/cart/AddToCart';
import type { ToolSummary } from '@/lib/data/tools';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { toolText } from '@/lib/domain/tool-text';
import { BuyNow } from './BuyNow';
import { ToolPrice, ToolStockFacts } from './ToolFacts';
import { ToolPicture } from './ToolPicture';

/**
 * A tool in a list, with its name and description in the page's language; an English one shown on a Bangla page (the
 * tool has no Bangla one) is marked `lang="en"`.
 */
export async function ToolCard({ tool, leads = false }: { tool: ToolSummary; leads?: boolean }) {
  const language = await pageLanguage();
  const { toolTexts } = await pageTexts();
  const text = toolText(tool, language);
  const langOf = (shownIn: typeof language) => (shownIn === language ? undefined : shownIn);
  return (
    <article className="card h-full bg-base-100 shadow-md" aria-labelledby={`tool-${tool.id}`}>
      <figure className="bg-base-200">
        <ToolPicture tool={tool} shown="card" leads={leads} />
      </figure>
      <div className="card-body">
        <h3 id={`tool-${tool.id}`} className="card-title" lang={langOf(text.nameLang)}>
          <Link href={`/tools/${tool.id}`} className="link link-hover">
            {text.name}
          </Link>
        </h3>
        <p className="text-sm" lang={langOf(text.descLang)}>
          {text.desc}
        </p>
        <ToolStockFacts tool={tool} className="grid grid-cols-2 gap-x-2 text-sm" />
        <ToolPrice price={tool.price} className="text-lg" />
        <div className="card-actions mt-auto items-start justify-between pt-2">
          <Link href={`/tools/${tool.id}`} className="btn btn-ghost" aria-label={toolTexts.detailsLabel(text.name)}>
            {toolTexts.details}
          </Link>
          <div className="flex flex-wrap items-start justify-end gap-2">
            <AddToCart tool={{ id: tool.id, name: text.name, minimum: tool.minimum, stock: tool.stock }} />
            <BuyNow toolId={tool.id} toolName={text.name} />
          </div>
        </div>
      </div>
    </article>
  );
}
