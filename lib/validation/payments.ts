import * as z from 'zod/mini';
import { ATTEMPT_STATUSES, PAYMENT_METHODS, type AttemptStatus } from '@/lib/domain/order-status';
import { pageNumber } from '@/lib/domain/pagination';
import { fieldMessages } from '@/lib/texts';
import { optionalText } from './common';
import { firstValue } from '@/lib/http/query-params';

/** `POST /api/order/{id}/payment`: how the customer pays this order (docs/payments.md). */
export const paymentChoiceSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: fieldMessages.paymentMethod }).check(z.describe('`online` (the gateway\'s page) or `cash` (cash on delivery)')),
});

/** `POST /api/order/{id}/refund`: an admin's note to the gateway about the refund (optional). */
export const refundSchema = z.object({
  remarks: optionalText('Remarks', 255),
});

/**
 * The admin's Payments page (`?page=&status=`): a page number read leniently, and one attempt state or every one
 * (anything that is not a state lists every one, as the audit trail's kinds).
 */
export function paymentListQuery(query: { page?: unknown; status?: unknown }): { page: number; status: AttemptStatus | null } {
  const first = firstValue(query.status);
  const status = (ATTEMPT_STATUSES as readonly unknown[]).includes(first) ? (first as AttemptStatus) : null;
  return { page: pageNumber(query.page), status };
}
