import { formatBDT } from '@/lib/money';
import type { ToolSummary } from '@/lib/data/tools';
import { formatNumber } from '@/lib/numbers';

/** A tool's price per unit, in BDT. */
export function ToolPrice({ price, className }: { price: number; className: string }) {
  return (
    <p className={`font-semibold text-primary ${className}`} data-testid="tool-price">
      {formatBDT(price)} <span className="text-sm font-normal text-base-content/80">per unit</span>
    </p>
  );
}

/** Minimum order and stock, as every view of a tool lists them; `children` adds further facts. */
export function ToolStockFacts({
  tool,
  className,
  children,
}: {
  tool: Pick<ToolSummary, 'minimum' | 'stock'>;
  className: string;
  children?: React.ReactNode;
}) {
  return (
    <dl className={className}>
      <dt className="opacity-70">Minimum order</dt>
      <dd data-testid="tool-minimum">{formatNumber(tool.minimum)}</dd>
      <dt className="opacity-70">In stock</dt>
      <dd data-testid="tool-stock">{formatNumber(tool.stock)}</dd>
      {children}
    </dl>
  );
}
