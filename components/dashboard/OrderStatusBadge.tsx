'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';
import { ORDER_STATUS, type OrderStatus } from '@/lib/domain/order-status';

/**
 * Where an order stands, as a coloured badge (the colour from lib/domain/order-status.ts, the word from the catalogue). A
 * client component so that server pages and client tables alike show it in the page's language.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { statusLabels } = useTexts();
  return <span className={`badge ${ORDER_STATUS[status].badge}`}>{statusLabels.order[status]}</span>;
}
