import { ORDER_STATUS, type OrderStatus } from '@/lib/order-status';

/** Where an order stands, as a coloured badge (lib/order-status.ts has the words and colours). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, badge } = ORDER_STATUS[status];
  return <span className={`badge ${badge}`}>{label}</span>;
}
