import type { OrderSummary } from '@/lib/data/orders';

type OrderStatus = OrderSummary['status'];

/** How an order's status reads to people (spec: confirmed orders show Paid; ours move on to Shipped, Delivered). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** daisyUI badge colour per status. */
export const STATUS_BADGES: Record<OrderStatus, string> = {
  pending: 'badge-warning',
  paid: 'badge-info',
  shipped: 'badge-primary',
  delivered: 'badge-success',
};

// A fixed time zone: the server and the browser render the same text (no hydration mismatch).
const orderDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

export function formatOrderDate(iso: string | null): string {
  return iso ? orderDate.format(new Date(iso)) : '';
}
