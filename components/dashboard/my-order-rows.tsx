import type { OrderSummary } from '@/lib/data/order-types';
import type { Language } from '@/lib/domain/i18n';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { isPayable } from '@/lib/domain/order-status';
import type { Catalogue } from '@/lib/texts/catalogue';
import type { MyOrder } from './MyOrders';
import { OrderLines } from './OrderLines';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/**
 * The customer's orders as My Order's table takes them (./MyOrders.tsx): the few fields the row's buttons need, and the
 * cells that do not react, rendered here on the server in the page's language and words, so that the badges, the
 * lines, the timeline and the formatting of dates and figures stay out of the page's script.
 */
export function myOrderRows(
  orders: readonly OrderSummary[],
  { myOrderTexts, statusLabels }: Pick<Catalogue, 'myOrderTexts' | 'statusLabels'>,
  language: Language,
): MyOrder[] {
  return orders.map((order) => ({
    id: order.id,
    product: order.product,
    payment: { method: order.payment.method, status: order.payment.status },
    payable: order.status === 'pending' && isPayable(order.payment.status),
    cells: {
      product: (
        <>
          {order.product}
          <OrderLines lines={order.lines} language={language} myOrderTexts={myOrderTexts} />
        </>
      ),
      quantity: formatNumber(order.quantity, language),
      total: formatBDT(order.total, language),
      status: <OrderStatusBadge status={order.status} statusLabels={statusLabels} />,
      payment: <PaymentStatusBadge payment={order.payment} statusLabels={statusLabels} />,
      timeline: <OrderTimeline timeline={order.timeline} language={language} statusLabels={statusLabels} myOrderTexts={myOrderTexts} />,
    },
  }));
}
