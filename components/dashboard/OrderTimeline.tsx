import type { OrderEventSummary } from '@/lib/data/order-types';
import { formatDate } from '@/lib/domain/dates';
import type { Language } from '@/lib/domain/i18n';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';

/**
 * How an order got where it stands: placed, confirmed, paid, shipped, delivered, each with its date and, for admins, who moved
 * it there (docs/orders.md). In the language and words it is given, without hooks: server pages (My Order, the receipt)
 * render it on the server and ship none of it, nor the dates' formatting; a client table gives it useTexts()'s.
 */
export function OrderTimeline({
  timeline,
  showWho = false,
  language,
  statusLabels,
  myOrderTexts,
}: {
  timeline: OrderEventSummary[];
  showWho?: boolean;
  language: Language;
  statusLabels: ClientCatalogue['statusLabels'];
  myOrderTexts: ClientCatalogue['myOrderTexts'];
}) {
  return (
    <ol className="space-y-0.5 text-sm" aria-label={myOrderTexts.timeline} data-testid="order-timeline">
      {timeline.map((step) => (
        <li key={`${step.status}-${step.at}`} data-testid="timeline-step">
          <span className="font-medium">{statusLabels.step[step.status]}</span>{' '}
          <time dateTime={step.at}>{formatDate(step.at, language)}</time>
          {showWho && step.by ? <span className="opacity-70"> {myOrderTexts.by(step.by)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
