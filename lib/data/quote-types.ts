import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { recordId, timestamp } from '@/lib/data/answer-fields';
import { QUOTE_STATUSES } from '@/lib/domain/quote-status';

/**
 * A quote as pages and the API show it (lib/data/quotes.ts makes it; lib/openapi/quotes.ts describes it).
 * `answeredBy` and the shop's authors are for admins only.
 */
export const quoteSummarySchema = z.object({
  id: recordId,
  toolId: recordId,
  product: z.string(),
  quantity: z.number().int(),
  wantedBy: z.string().describe('ISO 8601: the start of the day the customer needs the goods (Asia/Dhaka)'),
  phone: z.string(),
  address: z.string(),
  note: z.string().nullable(),
  email: z.string().describe("The customer's e-mail"),
  userName: z.string(),
  status: z.enum(QUOTE_STATUSES),
  state: z.enum([...QUOTE_STATUSES, 'expired']).describe('What people read: an answered quote past `offer.validUntil` is expired'),
  offer: z
    .object({
      unitPrice: z.number().describe('Unit price in BDT'),
      total: z.number().describe('quantity x unitPrice'),
      deliveryBy: z.string().describe('ISO 8601'),
      validUntil: z.string().describe('ISO 8601: the last moment it may be accepted (end of that day in Dhaka)'),
      answeredAt: z.string().describe('ISO 8601'),
      answeredBy: z.string().nullable().describe('The admin who answered; null except to admins'),
    })
    .nullable(),
  orderId: recordId.nullable().describe('The order it became, once accepted'),
  messageCount: z.number().int(),
  createdAt: timestamp,
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** One message of a quote's thread; `author` is the shop's name for the shop's messages, except to admins. */
export const quoteMessageSummarySchema = z.object({
  id: recordId,
  fromShop: z.boolean().describe('Written by the shop (an admin) rather than the customer'),
  author: z.string().describe("The writer's name; the shop's name for the shop's messages, except to admins"),
  text: z.string(),
  at: z.string().describe('ISO 8601 date-time'),
});
export type QuoteMessageSummary = z.infer<typeof quoteMessageSummarySchema>;

/** One quote with its thread; `orderPlaced` says whether the order it became exists. */
export const quoteDetailSchema = quoteSummarySchema.extend({
  messages: z.array(quoteMessageSummarySchema),
  orderPlaced: z.boolean().describe('Whether the order it became exists'),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;
