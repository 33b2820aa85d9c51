import type { OrderEventSummary } from '@/lib/data/order-types';
import { formatDate } from '@/lib/dates';
import { ORDER_STEP_EVENT } from '@/lib/order-status';

/**
 * How an order got where it stands: placed, confirmed, paid, shipped, delivered, each with its date and, for admins, who moved
 * it there (docs/orders.md).
 */
export function OrderTimeline({ timeline, showWho = false }: { timeline: OrderEventSummary[]; showWho?: boolean }) {
  return (
    <ol className="space-y-0.5 text-sm" aria-label="Timeline" data-testid="order-timeline">
      {timeline.map((step) => (
        <li key={`${step.status}-${step.at}`} data-testid="timeline-step">
          <span className="font-medium">{ORDER_STEP_EVENT[step.status]}</span>{' '}
          <time dateTime={step.at}>{formatDate(step.at)}</time>
          {showWho && step.by ? <span className="opacity-70"> by {step.by}</span> : null}
        </li>
      ))}
    </ol>
  );
}
