import { ORDER_STATUS, type OrderStatus } from '@/lib/domain/order-status';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';

/**
 * Where an order stands, as a coloured badge (the colour from lib/domain/order-status.ts, the word from the catalogue). In
 * the words it is given, without hooks: a server page renders it on the server (pageTexts()), a client table gives it
 * what useTexts() reads.
 */
export function OrderStatusBadge({ status, statusLabels }: { status: OrderStatus; statusLabels: ClientCatalogue['statusLabels'] }) {
  return <span className={`badge ${ORDER_STATUS[status].badge}`}>{statusLabels.order[status]}</span>;
}
