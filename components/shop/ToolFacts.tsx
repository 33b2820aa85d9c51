import { formatBDT } from '@/lib/domain/money';
import type { ToolSummary } from '@/lib/data/tools';
import { formatNumber } from '@/lib/domain/numbers';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

/** A tool's price per unit, in BDT, written as the page's language writes prices. */
export async function ToolPrice({ price, className }: { price: number; className: string }) {
  const language = await pageLanguage();
  const { toolTexts } = await pageTexts();
  return (
    <p className={`font-semibold text-primary ${className}`} data-testid="tool-price">
      {formatBDT(price, language)} <span className="text-sm font-normal text-base-content/80">{toolTexts.perUnit}</span>
    </p>
  );
}

/** Minimum order and stock, as every view of a tool lists them; `children` adds further facts. */
export async function ToolStockFacts({
  tool,
  className,
  children,
}: {
  tool: Pick<ToolSummary, 'minimum' | 'stock'>;
  className: string;
  children?: React.ReactNode;
}) {
  const language = await pageLanguage();
  const { toolTexts } = await pageTexts();
  return (
    <dl className={className}>
      <dt className="opacity-70">{toolTexts.minimumOrder}</dt>
      <dd data-testid="tool-minimum">{formatNumber(tool.minimum, language)}</dd>
      <dt className="opacity-70">{toolTexts.inStock}</dt>
      <dd data-testid="tool-stock">{formatNumber(tool.stock, language)}</dd>
      {children}
    </dl>
  );
}
