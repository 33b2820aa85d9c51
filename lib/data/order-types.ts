import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { lineAmounts, recordId, timestamp } from '@/lib/data/answer-fields';
import { CONFIRMED_STATUSES, ORDER_STATUSES, ORDER_STEPS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/domain/order-status';

/**
 * What pages, the API and the mails are shown of an order: each answer's schema (which lib/openapi/orders.ts
 * describes the API with) and its type, inferred from it. Plain constants and zod only, so that every layer may name
 * them without an import cycle (lib/data/orders.ts makes them; lib/domain/order-mails.ts reads them; components import the
 * types only).
 */

/** One step of an order's timeline as pages and the API show it. `by` is null where the caller may not see who. */
export const orderEventSummarySchema = z.object({
  status: z.enum(ORDER_STEPS).describe('A status the order reached, or a step of its money (paid, held, refunded, refund_due)'),
  at: z.string().describe('ISO 8601 date-time'),
  by: z.string().nullable().describe('Who moved it there (their e-mail); null where the caller may not see it'),
});
export type OrderEventSummary = z.infer<typeof orderEventSummarySchema>;

/**
 * Where an order's money stands, as pages and the API show it (docs/payments.md). `refundDue`: money the shop must
 * give back by hand. `payableUntil`: when an order being paid online expires unpaid.
 */
export const orderPaymentSummarySchema = z
  .object({
    method: z.enum(PAYMENT_METHODS).nullable().describe('`online` (SSLCommerz), `cash` (cash on delivery), or null until chosen'),
    status: z
      .enum(PAYMENT_STATUSES)
      .describe(
        'Where the money stands. `paid` only for money the gateway validated or cash an admin recorded; `due`: cash on ' +
          'delivery not collected yet; `pending`: a payment open at the gateway; `held`: validated but rated risky, for ' +
          'an admin to decide; `refund_pending`: money to give back (by hand when `refundDue`).',
      ),
    refundDue: z.boolean().describe('Money the shop must give back by hand (cash collected, or a refund the gateway refused)'),
    payableUntil: timestamp.describe('When an order being paid online expires unpaid (PAYMENT_WINDOW_MINUTES after the first attempt)'),
  })
  .describe("The order's money (docs/payments.md)");
export type OrderPaymentSummary = z.infer<typeof orderPaymentSummarySchema>;

/** One line of an order as pages and the API show it. */
export const orderLineSummarySchema = z.object({
  toolId: recordId,
  product: z.string().describe("The tool's name when the order was placed"),
  unitPrice: z.number().describe('Unit price in BDT, from the database when the order was placed'),
  ...lineAmounts,
});
export type OrderLineSummary = z.infer<typeof orderLineSummarySchema>;

/**
 * An order as pages and the API show it: plain data, ids as strings, its lines, where it stands and how it got there.
 * `toolId`, `product`, `quantity` and `unitPrice` are the first API's one-tool shape, derived from the lines for the
 * clients written against it: the first line's tool, the lines' names, the units of all lines, and the unit price when
 * there is one line (null for several).
 */
export const orderSummarySchema = z.object({
  id: recordId,
  lines: z.array(orderLineSummarySchema).describe('What was ordered: one line per tool'),
  subtotal: z.number().describe("The lines' totals added up, BDT"),
  deliveryCharge: z.number().describe('Delivery, BDT: by zone (inside or outside Dhaka), free from a subtotal the shop sets; 0 for a one-tool purchase'),
  district: z.string().nullable().describe('The district delivered to (checkout)'),
  toolId: recordId.describe("The first line's tool (the first API's one-tool shape)"),
  product: z.string().describe("The lines' names, joined by commas"),
  quantity: z.number().int().describe('The units of all lines'),
  unitPrice: z.number().nullable().describe("The one line's unit price; null for an order of several lines"),
  total: z.number().describe('subtotal + deliveryCharge, computed by the server'),
  email: z.string(),
  userName: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment: orderPaymentSummarySchema,
  timeline: z
    .array(orderEventSummarySchema)
    .describe('How the order got where it stands: placed (pending), confirmed, paid, shipped, delivered...'),
  createdAt: timestamp,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * A confirmed (paid) order in the shape the confirmed-orders calls have always answered with: the customer
 * (`user`), the product (`name`), the total (`price`), and when it was confirmed (`createdAt`). It is the order
 * itself seen from Placed Orders, so its `_id` is the order's.
 */
export const confirmedOrderSummarySchema = z.object({
  id: recordId.describe("The order's id (a confirmed order is the order itself)"),
  orderId: recordId,
  user: z.string().describe("Customer's e-mail"),
  name: z.string().describe('Product name'),
  price: z.number().describe('The order total in BDT'),
  lines: z.array(orderLineSummarySchema),
  deliveryCharge: z.number(),
  address: z.string(),
  phone: z.string(),
  status: z.enum(CONFIRMED_STATUSES),
  payment: orderPaymentSummarySchema,
  createdAt: timestamp.describe('When it was confirmed'),
  timeline: z.array(orderEventSummarySchema).describe('How the order got where it stands: placed (pending), confirmed, paid, shipped, delivered'),
});
export type ConfirmedOrderSummary = z.infer<typeof confirmedOrderSummarySchema>;

/** What placing a cart as one order answers (lib/data/checkout.ts; the order itself goes to the pages). */
export const checkoutPlacedSchema = z.object({ orderId: recordId, subtotal: z.number(), deliveryCharge: z.number(), total: z.number() });
export type CheckoutPlaced = z.infer<typeof checkoutPlacedSchema>;
