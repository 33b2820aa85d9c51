import * as z from 'zod/mini';
import { emailField, mobileNumberField, objectIdField, optionalText, requiredText, wholeNumber } from './common';
import { latinDigits } from '@/lib/domain/numbers';
import { FULFILMENT_STEPS } from '@/lib/domain/order-status';
import { fieldMessages } from '@/lib/texts';
import { firstValue } from '@/lib/http/query-params';

/** The purchase rule: a quantity between the tool's minimum order and its stock. */
export const quantityRuleMessage = fieldMessages.quantityRule;

/**
 * The quantity the purchase form starts with, from the tool page's picker (`/purchase/{id}?quantity=N`): whole
 * digits only (Latin or Bangla), brought within the minimum order and the stock; anything else (absent, negative,
 * huge, text, repeated) starts at the minimum. The order itself is checked again when it is placed.
 */
export function startingQuantity(value: unknown, tool: { minimum: number; stock: number }): number {
  const first = firstValue(value);
  const digits = typeof first === 'string' ? latinDigits(first.trim()) : '';
  if (!/^\d{1,9}$/.test(digits)) return tool.minimum;
  const wanted = Number(digits);
  return Math.max(tool.minimum, Math.min(wanted, Math.max(tool.stock, tool.minimum)));
}

/** A phone number to reach the customer about an order or a quote: the shop's one phone rule (./phone.ts). */
export const phoneField = mobileNumberField(requiredText('Phone', 32), fieldMessages.invalid('Phone'));

/**
 * Place an order. Old clients name the tool by `product`; our pages also send `toolId`. A client's `total` is
 * accepted for compatibility and ignored: the server computes quantity x unit price. `email` defaults to the
 * caller's own. `userName` is read only when an admin orders for another account; otherwise the name is the
 * account's (docs/orders.md). Any whole number is a quantity here: one outside the tool's range is answered by
 * placeOrder with the purchase rule's message, word for word (docs/orders.md). `expectedUnitPrice` (sent by the
 * purchase page, optional for API clients): the price the customer was shown; the order is refused (409) if the
 * tool's price is no longer that.
 */
export const orderSchema = z
  .object({
    toolId: z.optional(objectIdField),
    product: optionalText('Product', 120),
    quantity: wholeNumber('Quantity', { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    expectedUnitPrice: z.optional(z.number({ error: fieldMessages.invalid('Price') }).check(z.gte(0, fieldMessages.invalid('Price')))),
    total: z.optional(z.union([z.number(), z.string().check(z.maxLength(32))], { error: fieldMessages.totalNotNumber })),
    email: z.optional(emailField()),
    userName: optionalText('Name', 120),
    phone: phoneField,
    address: requiredText('Address', 500),
  })
  .check(
    z.refine((order) => order.toolId !== undefined || Boolean(order.product), {
      path: ['product'],
      message: fieldMessages.required('Product'),
    }),
  );

/** `GET /api/order?email=`: whose orders; the caller's own when absent. */
export const orderListQuerySchema = z.object({ email: z.optional(emailField()) });

/**
 * Confirm (pay for) an order. Our pages send `orderId`; old clients send only the old API's fields, and the
 * caller's oldest unconfirmed order for that product (`name`) and total (`price`) is confirmed. The record
 * always carries the order's own total, address and phone, never the body's.
 */
export const confirmSchema = z
  .object({
    orderId: z.optional(objectIdField),
    user: z.optional(emailField()),
    name: optionalText('Product', 120),
    price: z.optional(wholeNumber('Price', { min: 0, max: 1e13 })),
    address: optionalText('Address', 500),
    phone: optionalText('Phone', 32),
  })
  .check(
    z.refine((body) => body.orderId !== undefined || (Boolean(body.name) && body.price !== undefined), {
      path: ['orderId'],
      message: fieldMessages.confirmNeedsOrder,
    }),
  );

/** Admin: move a confirmed order on. Only forward: paid -> shipped -> delivered. */
export const fulfilmentStatusSchema = z.object({
  status: z.enum(FULFILMENT_STEPS, { error: fieldMessages.fulfilmentSteps }),
});
