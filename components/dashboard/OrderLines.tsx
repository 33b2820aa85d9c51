'use client';

import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import type { OrderLineSummary } from '@/lib/data/order-types';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';

/** An order of several tools: each line under the order's name, with its quantity and total (one line says nothing more). */
export function OrderLines({ lines }: { lines: OrderLineSummary[] }) {
  const language = useLanguage();
  const { myOrderTexts } = useTexts();
  if (lines.length < 2) return null;
  return (
    <ul className="mt-1 text-sm font-normal opacity-80" aria-label={myOrderTexts.lines} data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.toolId}>
          {line.product} x {formatNumber(line.quantity, language)}: {formatBDT(line.lineTotal, language)}
        </li>
      ))}
    </ul>
  );
}
