import * as z from 'zod/mini';
import { shopDayKey, isDayKey } from '@/lib/domain/dates';
import { QUOTE_STATUSES } from '@/lib/domain/quote-status';
import { fieldMessages } from '@/lib/texts';
import { objectIdField, optionalText, requiredText, wholeNumber } from './common';
import { phoneField } from './orders';

/**
 * A calendar day from a date box ("2026-11-03"), today or later in the shop's time zone. Stays a "YYYY-MM-DD"
 * string; the data layer turns it into the moment that day begins or ends (lib/domain/dates.ts).
 */
export function dayField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required(label) : fieldMessages.notADay(label)) })
    .check(
      z.trim(),
      z.minLength(1, fieldMessages.required(label)),
      z.refine(isDayKey, fieldMessages.notADay(label)),
      z.refine((day) => !isDayKey(day) || day >= shopDayKey(), fieldMessages.dayInThePast(label)),
    );
}

/**
 * Request a quote for a quantity beyond the stock: the tool, how many, by when, and where. Whether the quantity
 * meets the tool's minimum and exceeds its stock is checked against the database.
 */
export const quoteRequestSchema = z.object({
  toolId: objectIdField,
  quantity: wholeNumber('Quantity', { min: 1, max: 1_000_000 }),
  wantedBy: dayField('Wanted by'),
  phone: phoneField,
  address: requiredText('Address', 500),
  note: optionalText('Note', 2000),
});

/** The shop's answer: a whole-BDT unit price, a delivery date, and the last day the offer may be accepted. */
export const quoteAnswerSchema = z.object({
  unitPrice: wholeNumber('Unit price', { min: 1, max: 10_000_000 }),
  deliveryBy: dayField('Delivery date'),
  validUntil: dayField('Valid until'),
});

/** A message in a quote's thread, from the customer or the shop. */
export const quoteMessageSchema = z.object({ text: requiredText('Message', 2000) });

/** `GET /api/quotes`: which page, and (admins) only the quotes in one status. */
export const quoteListQuerySchema = z.object({
  page: z.optional(z.string({ error: fieldMessages.notText('Page') }).check(z.maxLength(6))),
  status: z.optional(z.enum(QUOTE_STATUSES, { error: fieldMessages.quoteStatuses })),
});
