'use client';

import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import type { OrderEventSummary } from '@/lib/data/order-types';
import { formatDate } from '@/lib/domain/dates';

/**
 * How an order got where it stands: placed, confirmed, paid, shipped, delivered, each with its date and, for admins, who moved
 * it there (docs/orders.md). A client component, so that server pages and client tables alike show it in the page's language.
 */
export function OrderTimeline({ timeline, showWho = false }: { timeline: OrderEventSummary[]; showWho?: boolean }) {
  const language = useLanguage();
  const { statusLabels, myOrderTexts } = useTexts();
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
