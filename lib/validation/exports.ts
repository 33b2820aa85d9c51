import * as z from 'zod/mini';
import { isDayKey } from '@/lib/domain/dates';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { fieldMessages } from '@/lib/texts';

/** A shop day as YYYY-MM-DD; empty (a date box left blank) means no bound. */
const day = (label: string) =>
  z
    .optional(z.string({ error: fieldMessages.exportDay(label) }).check(z.refine((value) => value === '' || isDayKey(value), fieldMessages.exportDay(label))))
    .check(z.describe(`${label}: a day in the shop's time zone (Asia/Dhaka), YYYY-MM-DD; empty or absent for no bound`));

/** `GET /api/export/orders.csv?from=&to=&status=`: orders placed from `from` to `to` (both days included), in a status. */
export const orderExportQuerySchema = z
  .object({
    from: day('From'),
    to: day('To'),
    status: z
      .optional(z.enum(['all', ...ORDER_STATUSES], { error: fieldMessages.exportStatus(ORDER_STATUSES) }))
      .check(z.describe('Only orders in this status; `all` or absent for every status')),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: fieldMessages.exportRange }));
