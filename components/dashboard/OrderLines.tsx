import type { OrderLineSummary } from '@/lib/data/order-types';
import type { Language } from '@/lib/domain/i18n';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';

/**
 * An order of several tools: each line under the order's name, with its quantity and total (one line says nothing more).
 * In the language and words it is given, without hooks, so that a server page renders it on the server and ships none of
 * it (My Order, the payment page), and a client table (Placed Orders) gives it what useTexts() and useLanguage() read.
 */
export function OrderLines({ lines, language, myOrderTexts }: { lines: OrderLineSummary[]; language: Language; myOrderTexts: ClientCatalogue['myOrderTexts'] }) {
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
