import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { cartViewSchema } from '@/lib/data/cart-types';
import { DEFAULT_DELIVERY_SETTINGS } from '@/lib/data/delivery';
import { deliverySettingsSummarySchema } from '@/lib/data/delivery-types';
import { checkoutPlacedSchema } from '@/lib/data/order-types';
import { formatNumber } from '@/lib/domain/numbers';
import { cartLineSchema, MAX_CART_LINES } from '@/lib/validation/cart';
import { checkoutSchema } from '@/lib/validation/checkout';
import { DELIVERY_AMOUNT_MAX, deliverySettingsSchema } from '@/lib/validation/delivery';
import { CACHED, ErrorBody, type Calls } from './operations';

/** Buying: the delivery charges, the cart and the checkout. */

const DeliverySettings = deliverySettingsSummarySchema;

/** A signed-in customer's cart, priced when it is read (`GET /api/cart`, and the answer of its writes). */
const CartAnswer = cartViewSchema.extend({
  lines: cartViewSchema.shape.lines.describe(
    `In the order they were added; at most ${MAX_CART_LINES}. Tools deleted since are left out (and out of the cart)`,
  ),
});
const CART_RULE =
  'Signed-in customers only: admins do not buy (403, "Admins do not buy: the cart is for customers."). Prices are ' +
  'never stored in the cart: every answer reads them from the database.';

export const cartCalls: Calls = {
  '/api/delivery': {
    get: {
      summary: 'Read the delivery charges',
      description:
        'What delivering an order costs, in whole BDT: `insideDhaka` for the Dhaka district, `outsideDhaka` for the ' +
        'other 63 districts, and nothing once the order\'s subtotal is `freeFrom` or more. Until an admin sets them: ' +
        Object.entries(DEFAULT_DELIVERY_SETTINGS).map(([name, amount]) => `\`${name}\` ${amount}`).join(', ') +
        `.\n\n${CACHED}`,
      auth: 'anyone',
      answers: { 200: { description: 'The delivery charges', schema: DeliverySettings } },
    },
    put: {
      summary: 'Set the delivery charges',
      description: `All three figures at once, each a whole number of BDT from 0 to ${formatNumber(DELIVERY_AMOUNT_MAX)}. Recorded in the audit trail.`,
      auth: 'admin',
      body: deliverySettingsSchema,
      answers: { 200: { description: 'The delivery charges as saved', schema: DeliverySettings } },
    },
  },
  '/api/cart': {
    get: {
      summary: 'Read your cart',
      description: CART_RULE,
      auth: 'signed-in',
      answers: { 200: { description: 'The cart, priced now', schema: CartAnswer } },
    },
  },
  '/api/cart/lines/{toolId}': {
    put: {
      summary: 'Put a tool in your cart, or set how many of it',
      description:
        `${CART_RULE} The quantity follows the purchase rule: not a whole number or below the tool's minimum: 400 ` +
        '(`fields.quantity`); above its stock now: 409; both "Error: Minimum order quantity is {min} & maximum quantity ' +
        `is {stock}". A cart holds at most ${MAX_CART_LINES} tools (409). A refusal changes nothing.`,
      auth: 'signed-in',
      body: cartLineSchema,
      refusals: [404, 409],
      answers: { 200: { description: 'The cart, priced now', schema: CartAnswer } },
    },
    delete: {
      summary: 'Take a tool out of your cart',
      description: `${CART_RULE} A tool the cart does not hold changes nothing.`,
      auth: 'signed-in',
      refusals: [404],
      answers: { 200: { description: 'The cart, priced now', schema: CartAnswer } },
    },
  },
  '/api/checkout': {
    post: {
      summary: 'Place your cart as one order',
      description:
        'Signed-in customers (admins do not buy: 403). Every line of your cart (`GET /api/cart`) becomes a line of one ' +
        'order, priced from the database, with every line\'s stock taken or none. Delivery: by the district\'s zone ' +
        '(inside or outside Dhaka), free from the subtotal `GET /api/delivery` names. The ordered lines leave the cart. ' +
        'An empty cart, or a line whose stock is gone or whose price changed: 409, `lines` naming each change, nothing ' +
        'ordered. Then choose how to pay: `POST /api/order/{id}/payment`.',
      auth: 'signed-in',
      body: checkoutSchema,
      refusals: [409, 429],
      answers: {
        201: {
          description: 'Placed',
          schema: checkoutPlacedSchema,
        },
        409: {
          description: 'Nothing ordered: the cart is empty, or these lines changed',
          schema: ErrorBody.extend({
            lines: z.array(z.object({ toolId: z.string(), name: z.string().nullable(), problem: z.string() })).optional(),
          }),
        },
      },
    },
  },
};
