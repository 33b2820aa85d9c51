import { z } from 'zod';
import { CONFIRMED_STATUSES, ORDER_STATUSES, ORDER_STEPS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/order-status';
import { ROLES } from '@/models/User';
import { orderExportQuerySchema } from '@/lib/validation/exports';
import { confirmSchema, fulfilmentStatusSchema, orderListQuerySchema, orderSchema } from '@/lib/validation/orders';
import { QUOTE_STATUSES } from '@/lib/quote-status';
import { quoteAnswerSchema, quoteListQuerySchema, quoteMessageSchema, quoteRequestSchema } from '@/lib/validation/quotes';
import { reviewSchema } from '@/lib/validation/reviews';
import { toolChangesSchema, toolSchema } from '@/lib/validation/tools';
import { accountLanguageSchema, userUpdateSchema } from '@/lib/validation/users';
import { LANGUAGES } from '@/lib/i18n';
import { apiPageQuerySchema } from '@/lib/validation/api-paging';
import { paymentChoiceSchema, refundSchema } from '@/lib/validation/payments';
import { checkoutSchema } from '@/lib/validation/checkout';
import { cartLineSchema, MAX_CART_LINES } from '@/lib/validation/cart';
import { DELIVERY_AMOUNT_MAX, deliverySettingsSchema } from '@/lib/validation/delivery';
import { DEFAULT_DELIVERY_SETTINGS } from '@/lib/data/delivery';
import { formatNumber } from '@/lib/numbers';

/**
 * The OpenAPI 3.1 description of the REST contract under /api, served at /api/openapi.json. Request bodies are
 * the very zod schemas the route handlers parse with; answers are described by the schemas below.
 */

// What the API answers with (records carry the old API's `_id`, as a string).
const id = z.string().regex(/^[0-9a-f]{24}$/).describe('MongoDB id, 24 hexadecimal characters');
const timestamp = z.string().nullable().describe('ISO 8601 date-time');

const Tool = z.object({
  _id: id,
  name: z.string(),
  desc: z.string(),
  price: z.number().describe('Unit price in BDT'),
  minimum: z.number().int().describe('Minimum order quantity'),
  stock: z.number().int().describe('Units available'),
  img: z.string().describe('Image URL'),
  size: z.string().optional().describe('Specification, when set'),
  material: z.string().optional().describe('Specification, when set'),
  pack: z.string().optional().describe('Specification, when set'),
  warranty: z.string().optional().describe('Specification, when set'),
  nameBn: z.string().optional().describe('The name in Bangla, when set (Bangla pages show `name` otherwise)'),
  descBn: z.string().optional().describe('The description in Bangla, when set (Bangla pages show `desc` otherwise)'),
  rating: z
    .object({ average: z.number().nullable(), count: z.number().int() })
    .describe("The average (one decimal; null without any) and number of the tool's visible reviews"),
});
const Review = z.object({
  _id: id,
  name: z.string(),
  email: z.string().describe("The reviewer's e-mail, masked in lists (`a***@example.com`); in full only to its author"),
  review: z.string(),
  ratings: z.enum(['1', '2', '3', '4', '5']),
});
const OrderStep = z.object({
  status: z.enum(ORDER_STEPS).describe('A status the order reached, or a step of its money (paid, held, refunded, refund_due)'),
  at: z.string().describe('ISO 8601 date-time'),
  by: z.string().nullable().describe('Who moved it there (their e-mail); null where the caller may not see it'),
});
const Payment = z
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
const OrderLine = z.object({
  toolId: id,
  product: z.string().describe("The tool's name when the order was placed"),
  unitPrice: z.number().describe('Unit price in BDT, from the database when the order was placed'),
  quantity: z.number().int(),
  lineTotal: z.number().describe('quantity x unitPrice'),
});
const Order = z.object({
  _id: id,
  lines: z.array(OrderLine).describe('What was ordered: one line per tool'),
  subtotal: z.number().describe("The lines' totals added up, BDT"),
  deliveryCharge: z.number().describe('Delivery, BDT: by zone (inside or outside Dhaka), free from a subtotal the shop sets; 0 for a one-tool purchase'),
  district: z.string().nullable().describe('The district delivered to (checkout)'),
  toolId: id.describe("The first line's tool (the first API's one-tool shape)"),
  product: z.string().describe("The lines' names, joined by commas"),
  quantity: z.number().int().describe('The units of all lines'),
  unitPrice: z.number().nullable().describe("The one line's unit price; null for an order of several lines"),
  total: z.number().describe('subtotal + deliveryCharge, computed by the server'),
  email: z.string(),
  userName: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment: Payment,
  timeline: z
    .array(OrderStep)
    .describe('How the order got where it stands: placed (pending), confirmed, paid, shipped, delivered...'),
  createdAt: timestamp,
});
const ConfirmedOrder = z.object({
  _id: id.describe("The order's id (a confirmed order is the order itself)"),
  orderId: id,
  user: z.string().describe("Customer's e-mail"),
  name: z.string().describe('Product name'),
  price: z.number().describe('The order total in BDT'),
  lines: z.array(OrderLine),
  deliveryCharge: z.number(),
  address: z.string(),
  phone: z.string(),
  status: z.enum(CONFIRMED_STATUSES),
  payment: Payment,
  createdAt: timestamp.describe('When it was confirmed'),
  timeline: z.array(OrderStep).describe('How the order got where it stands: placed (pending), confirmed, paid, shipped, delivered'),
});
const QuoteMessage = z.object({
  _id: id,
  fromShop: z.boolean().describe('Written by the shop (an admin) rather than the customer'),
  author: z.string().describe("The writer's name; the shop's name for the shop's messages, except to admins"),
  text: z.string(),
  at: z.string().describe('ISO 8601 date-time'),
});
const Quote = z.object({
  _id: id,
  toolId: id,
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
  orderId: id.nullable().describe('The order it became, once accepted'),
  messageCount: z.number().int(),
  createdAt: timestamp,
});
const QuoteDetail = Quote.extend({
  messages: z.array(QuoteMessage),
  orderPlaced: z.boolean().describe('Whether the order it became exists'),
});
const User = z.object({ _id: id, email: z.string(), name: z.string().nullable(), role: z.enum(ROLES) });
const Profile = User.extend({
  number: z.string().nullable(),
  address: z.string().nullable(),
  language: z.enum(LANGUAGES).describe("The language the account reads, which its mails are written in ('en' for English, 'bn' for Bangla)"),
});
const ErrorBody = z.object({
  error: z.string().describe('What went wrong, in words a person can read'),
  fields: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('For bad input: the messages for each refused field, keyed by its dotted path'),
});
const acknowledged = z.literal(true);
const DeliverySettings = z.object({
  insideDhaka: z.number().int().min(0).describe('BDT, an order delivered in the Dhaka district'),
  outsideDhaka: z.number().int().min(0).describe('BDT, an order delivered to any other district'),
  freeFrom: z.number().int().min(0).describe('BDT: an order whose subtotal is this or more is delivered free'),
});

type Auth = 'anyone' | 'signed-in' | 'admin';
type Answer = { description: string; schema?: z.core.$ZodType };
type OperationSpec = {
  summary: string;
  description?: string;
  auth: Auth;
  body?: z.core.$ZodType;
  /** A form another server posts (the payment gateway's notification), rather than a JSON body. */
  form?: z.core.$ZodType;
  query?: z.core.$ZodObject;
  answers: Record<number, Answer>;
  /** Refusals beyond the ones every call of its kind has (400/413 with a body, 401/403 with auth, 503). */
  refusals?: (404 | 409 | 429 | 502)[];
};

const components = {
  schemas: {} as Record<string, unknown>,
  securitySchemes: {
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The token `PUT /api/user/{email}` issues to a signed-in user (valid 24 hours).',
    },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'authjs.session-token',
      description: "next-auth's session cookie (`__Secure-authjs.session-token` over HTTPS), set by signing in.",
    },
    cronSecret: {
      type: 'http',
      scheme: 'bearer',
      description: 'The CRON_SECRET environment variable, which Vercel Cron sends as a bearer token.',
    },
  },
};

const named = new Map<z.core.$ZodType, string>([
  [Tool, 'Tool'],
  [Review, 'Review'],
  [Order, 'Order'],
  [ConfirmedOrder, 'ConfirmedOrder'],
  [Payment, 'Payment'],
  [OrderLine, 'OrderLine'],
  [Quote, 'Quote'],
  [QuoteDetail, 'QuoteDetail'],
  [QuoteMessage, 'QuoteMessage'],
  [User, 'User'],
  [Profile, 'Profile'],
  [ErrorBody, 'Error'],
]);

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) for a zod schema: what a client may send, or what it gets. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const name = named.get(schema);
  if (name) {
    components.schemas[name] ??= strip(z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' }));
    return { $ref: `#/components/schemas/${name}` };
  }
  return strip(z.toJSONSchema(schema, { io, target: 'draft-2020-12' }));
}

/** Embedded schemas inherit the document's dialect (jsonSchemaDialect), so they drop their own `$schema`. */
function strip(schema: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...schema };
  delete rest.$schema;
  return rest;
}

const errorAnswers: Record<number, string> = {
  400: 'Bad input: `fields` names each refused field. Nothing was written.',
  401: 'Missing or bad credentials.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such record (unknown or malformed id or e-mail).',
  409: 'The shop refuses it in its current state (stock gone, already confirmed, last admin...).',
  413: 'The body is larger than 1 MB.',
  502: 'The payment gateway could not be reached; nothing was charged. Try again, or choose cash on delivery.',
  429: 'Too many requests of this kind for the account or the address; the `Retry-After` header says how many seconds to wait.',
  503: 'The database cannot be reached; try again in a moment.',
};

/** Path parameters narrower than any text. */
const PATH_PARAMETERS: Record<string, Record<string, unknown>> = {
  outcome: { type: 'string', enum: ['success', 'fail', 'cancel'] },
};

function operation(spec: OperationSpec, pathParams: string[]) {
  const answers: Record<number, Answer> = { ...spec.answers };
  const errors = new Set<number>([503]);
  if (spec.body || spec.form) [400, 413].forEach((status) => errors.add(status));
  if (spec.query) errors.add(400);
  if (spec.auth !== 'anyone') [401, 403].forEach((status) => errors.add(status));
  for (const status of spec.refusals ?? []) errors.add(status);
  for (const status of Object.keys(answers).map(Number)) errors.delete(status);
  for (const status of errors) answers[status] = { description: errorAnswers[status]!, schema: ErrorBody };

  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: PATH_PARAMETERS[name] ?? { type: 'string' } })),
    ...Object.entries(spec.query?._zod.def.shape ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !z.safeParse(schema, undefined).success,
      schema: jsonSchema(schema, 'input'),
    })),
  ];
  const authText = {
    anyone: 'Anyone may call this.',
    'signed-in': 'Needs a signed-in user (bearer token or session cookie).',
    admin: 'Admins only.',
  }[spec.auth];
  return {
    summary: spec.summary,
    description: [spec.description, authText].filter(Boolean).join('\n\n'),
    ...(spec.auth === 'anyone' ? { security: [] } : { security: [{ bearerToken: [] }, { sessionCookie: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
          },
        }
      : {}),
    ...(spec.form
      ? {
          requestBody: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: jsonSchema(spec.form, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          ...(answer.schema ? { content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } } : {}),
        },
      ]),
    ),
  };
}

const deleted = z.object({ acknowledged, deletedCount: z.number().int() });
const modified = z.object({ acknowledged, modifiedCount: z.number().int() });

/** The 200 answer of a write that says how many records it removed (DELETE) or changed (a role's PUT and DELETE). */
const countAnswer = (description: string, schema: z.ZodType = deleted) => ({ 200: { description, schema } });

/** What the list GETs say about `limit`/`page` (docs/decisions/0062-http-caching-cors-and-api-pages.md). */
const PAGED =
  'Without `limit` and `page`, the whole list. With either, that page of it, still a JSON array, with a `Link` ' +
  'header (RFC 8288: `first`, `prev`, `next`, `last`, absolute URLs) and `X-Total-Count`.';
/** What the public reads say about caching and CORS. */
const CACHED =
  'Answered with a strong `ETag`; `If-None-Match` with it gives 304 and no body. `Cache-Control: public, ' +
  'max-age=0, s-maxage=30, stale-while-revalidate=60` (with credentials: `private, no-store`). Any origin may read ' +
  'it without credentials (`Access-Control-Allow-Origin: *`).';

/** A signed-in customer's cart, priced when it is read (`GET /api/cart`, and the answer of its writes). */
const CartAnswer = z.object({
  lines: z
    .array(
      z.object({
        toolId: id,
        name: z.string().describe("The tool's name now"),
        unitPrice: z.number().describe('Unit price in BDT, read from the database now (a cart stores no price)'),
        quantity: z.number().int(),
        lineTotal: z.number().describe('quantity x unitPrice'),
        minimum: z.number().int().describe("The tool's minimum order"),
        stock: z.number().int().describe('Units available now'),
        img: z.string().describe('Image URL'),
      }),
    )
    .describe(`In the order they were added; at most ${MAX_CART_LINES}. Tools deleted since are left out (and out of the cart)`),
  subtotal: z.number().describe('The line totals added up, in BDT (delivery is added at checkout)'),
});
const CART_RULE =
  'Signed-in customers only: admins do not buy (403, "Admins do not buy: the cart is for customers."). Prices are ' +
  'never stored in the cart: every answer reads them from the database.';

/** The gateway's return, posted or linked: what it carries that the shop reads, and where it sends the browser. */
const GATEWAY_RETURN = {
  fields: z.object({ tran_id: z.string().optional(), val_id: z.string().optional() }),
  answers: { 303: { description: "To the order's payment page (or My Order for a transaction that is not ours)" } },
};

/** Every call under /api, by path and method. */
const calls: Record<string, Record<string, OperationSpec>> = {
  '/api/review': {
    get: {
      summary: 'List reviews, newest first (hidden ones left out)',
      description: `${PAGED}\n\n${CACHED}`,
      auth: 'anyone',
      query: apiPageQuerySchema,
      answers: { 200: { description: 'Every visible review, or one page of them', schema: z.array(Review) } },
    },
    post: {
      summary: 'Post a review',
      description:
        'The name and e-mail on the review are the account\'s; `name` and `email` in the body are ignored. ' +
        'At most 20 reviews an hour per account (429).',
      auth: 'signed-in',
      body: reviewSchema,
      refusals: [429],
      answers: { 201: { description: 'Saved', schema: z.object({ acknowledged, insertedId: id, review: Review }) } },
    },
  },
  '/api/tools': {
    get: {
      summary: 'List tools, newest first',
      description: `${PAGED}\n\n${CACHED}`,
      auth: 'anyone',
      query: apiPageQuerySchema,
      answers: { 200: { description: 'The catalogue, or one page of it', schema: z.array(Tool) } },
    },
    post: {
      summary: 'Add a tool',
      auth: 'admin',
      body: toolSchema,
      answers: { 201: { description: 'Added', schema: z.object({ acknowledged, insertedId: id, tool: Tool }) } },
    },
  },
  '/api/tools/{id}': {
    get: {
      summary: 'Read one tool',
      description: CACHED,
      auth: 'anyone',
      refusals: [404],
      answers: { 200: { description: 'The tool', schema: Tool } },
    },
    patch: {
      summary: 'Edit a tool',
      description:
        'Any of name, desc, price, minimum, stock, img, size, material, pack, warranty, nameBn, descBn; at least one. ' +
        'An optional text (a specification, nameBn, descBn) sent as "" is cleared. A `stock` sent is set as it is. With ' +
        '`expectedStock` (optional) the edit is made only while the tool\'s stock is still that number, so an order ' +
        'placed since the client read the tool is never written over: otherwise 409 ("The stock changed while you ' +
        'were editing (now N). Check it and save again.") and nothing changes.',
      auth: 'admin',
      body: toolChangesSchema,
      refusals: [404],
      answers: { 200: { description: 'The tool as changed', schema: z.object({ acknowledged, tool: Tool }) } },
    },
    delete: {
      summary: 'Delete a tool',
      auth: 'admin',
      refusals: [404],
      answers: countAnswer('Deleted'),
    },
  },
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
  '/api/admin/{email}': {
    get: {
      summary: 'Is this account an admin?',
      description: 'Your own e-mail; admins may ask about anyone (an unknown e-mail is not an admin).',
      auth: 'signed-in',
      answers: { 200: { description: 'The admin flag', schema: z.object({ admin: z.boolean() }) } },
    },
  },
  '/api/user': {
    get: {
      summary: 'List users, oldest first',
      description: PAGED,
      auth: 'admin',
      query: apiPageQuerySchema,
      answers: { 200: { description: 'Every account, or one page of them', schema: z.array(User) } },
    },
  },
  '/api/user/{email}': {
    put: {
      summary: 'Get an API token, or update a profile',
      description:
        'Two bodies on one path. A body with any of `name`, `number`, `address` is a profile update (all three ' +
        'required; your own profile, admins anyone\'s); it answers with the counts and the profile. ' +
        '`{ email }` alone asks for a bearer token for your own e-mail (path and body), answered with `{ token }`; ' +
        'about 10 tokens per account in 15 minutes. A token ends with the session it was issued from: signing ' +
        'out, a password reset, a demotion or the removal of the account make it invalid (401).',
      auth: 'signed-in',
      body: userUpdateSchema,
      refusals: [404, 429],
      answers: {
        200: {
          description: 'The token, or the updated profile',
          schema: z.union([
            z.object({ token: z.string().describe('Bearer token, valid 24 hours') }),
            z.object({ acknowledged, matchedCount: z.number().int(), modifiedCount: z.number().int(), user: Profile }),
          ]),
        },
      },
    },
    delete: {
      summary: 'Remove a user',
      description: 'Never your own account, never the last admin (409). The user\'s orders stay on record.',
      auth: 'admin',
      refusals: [404, 409],
      answers: countAnswer('Removed'),
    },
  },
  '/api/account/language': {
    put: {
      summary: 'Set the language your account reads',
      description:
        "`{ \"language\": \"bn\" }` for Bangla, `\"en\"` for English: the mails written to your account from then on " +
        '(orders, quotes, password resets) are in it, with links to the pages in it. Anything else is a 400 naming `language`.',
      auth: 'signed-in',
      body: accountLanguageSchema,
      refusals: [404],
      answers: { 204: { description: 'Saved; no body' } },
    },
  },
  '/api/user/admin/{email}': {
    put: {
      summary: 'Make a user admin',
      auth: 'admin',
      refusals: [404],
      answers: countAnswer('modifiedCount is 1, or 0 when the account already was an admin', modified),
    },
    delete: {
      summary: 'Take the admin role from a user',
      description:
        'Never from yourself, never from the last admin, never from an account listed in ADMIN_EMAILS (409). ' +
        'Every session and API token of that account ends.',
      auth: 'admin',
      refusals: [404, 409],
      answers: countAnswer('modifiedCount is 1, or 0 when the account was no admin', modified),
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
  '/api/order': {
    post: {
      summary: 'Place an order',
      description:
        'For yourself (admins: for any account). Name the tool by `toolId` or by its exact name in `product`. ' +
        'The server takes the unit price from the database and computes `total`; a `total` in the body is ignored. ' +
        'The stock is reserved atomically. Any whole quantity is read: below the tool\'s minimum (or below 1): 400; ' +
        'above the stock left: 409; both with "Error: Minimum order quantity is {min} & maximum quantity is {stock}". ' +
        'With `expectedUnitPrice` (optional; the unit price the customer was shown) the order is placed only at that ' +
        'price: if it changed, 409 ("The price changed to BDT {price} each while you were ordering. ...") and ' +
        'nothing is ordered. `userName` is read only when an admin orders for another account; otherwise the name ' +
        'is the account\'s. At most 100 orders an hour per account (429).',
      auth: 'signed-in',
      body: orderSchema,
      refusals: [404, 409, 429],
      answers: { 201: { description: 'Placed', schema: z.object({ acknowledged, insertedId: id, order: Order }) } },
    },
    get: {
      summary: "List a user's orders, newest first, with their status",
      description: `Your own (\`email\` absent: yours); admins anyone's. ${PAGED}`,
      auth: 'signed-in',
      query: z.object({ ...orderListQuerySchema.shape, ...apiPageQuerySchema.shape }),
      answers: { 200: { description: 'The orders', schema: z.array(Order) } },
    },
  },
  '/api/order/{id}': {
    delete: {
      summary: 'Delete an unconfirmed order',
      description: 'Its owner, or an admin. The stock goes back on sale. A confirmed order: 409.',
      auth: 'signed-in',
      refusals: [404, 409],
      answers: countAnswer('Deleted'),
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
          schema: z.object({ orderId: id, subtotal: z.number(), deliveryCharge: z.number(), total: z.number() }),
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
  '/api/order/{id}/payment': {
    post: {
      summary: 'Choose how to pay a pending order: online, or cash on delivery',
      description:
        'Its owner, or an admin. `{ "method": "online" }`: a session is opened at SSLCommerz for the order\'s total ' +
        '(computed by the server, in BDT) under a fresh `tran_id`; 201 with `redirectUrl`, the gateway\'s page to send ' +
        'the browser to. The first online attempt starts the payment window (PAYMENT_WINDOW_MINUTES, default 30): ' +
        'unpaid by then, the order expires and its stock goes back. Only what the gateway\'s validation API confirms ' +
        'makes it paid. Online payment not configured, the order already paid, confirmed, cancelled or expired: 409; ' +
        'the gateway unreachable: 502. `{ "method": "cash" }`: cash on delivery, the order is confirmed with its ' +
        'payment due (as `POST /api/confirm`); 200 with the order.',
      auth: 'signed-in',
      body: paymentChoiceSchema,
      refusals: [404, 409, 502],
      answers: {
        201: {
          description: 'Online: the gateway\'s page for this attempt',
          schema: z.object({ redirectUrl: z.string().describe("SSLCommerz's GatewayPageURL"), tranId: z.string().describe('This attempt\'s transaction id') }),
        },
        200: { description: 'Cash on delivery: the confirmed order', schema: Order },
      },
    },
  },
  '/api/order/{id}/payment/cash-received': {
    post: {
      summary: 'Record the cash of a cash-on-delivery order as collected',
      description: 'The order is paid; its revenue counts today. Not a cash order with payment due (already paid, say): 409.',
      auth: 'admin',
      refusals: [404, 409],
      answers: { 200: { description: 'The paid order', schema: Order } },
    },
  },
  '/api/order/{id}/payment/accept': {
    post: {
      summary: 'Accept a payment the gateway rated risky',
      description: 'The order (payment `held`) is paid and confirmed. No held payment: 409. To refuse it, cancel the order: `POST /api/order/{id}/refund`.',
      auth: 'admin',
      refusals: [404, 409],
      answers: { 200: { description: 'The paid order', schema: Order } },
    },
  },
  '/api/order/{id}/refund': {
    post: {
      summary: 'Cancel an order and refund what it paid',
      description:
        'An order whose goods have not left (pending or confirmed) is cancelled and its stock goes back once. Money ' +
        'paid online (or held) is refunded through SSLCommerz\'s refund API and followed until the gateway confirms it ' +
        '(`payment.status` `refund_pending`, then `refunded`); cash already collected is recorded as a refund due, to ' +
        'give back by hand. On a cancelled or expired order whose refund is due, the refund is asked for again (cash: ' +
        'recorded as given back). Shipped or delivered, or nothing to refund: 409. Body optional: `remarks` for the gateway.',
      auth: 'admin',
      body: refundSchema,
      refusals: [404, 409],
      answers: { 200: { description: 'The cancelled order, with its refund under way', schema: Order } },
    },
  },
  '/api/payments/sslcommerz/ipn': {
    post: {
      summary: "SSLCommerz's instant payment notification (IPN)",
      description:
        'Posted by the gateway\'s server, form-encoded. Its fields are not believed: only `val_id` and `tran_id` are read, ' +
        'and the gateway\'s validation API is asked; only `VALID`/`VALIDATED` for the same `tran_id`, the attempt\'s exact ' +
        'amount in BDT and our store is a payment. Risk level 1: held for an admin. Repeats change nothing (one payment, ' +
        'one mail). 503 when the validation API could not be asked, so that the gateway posts it again.',
      auth: 'anyone',
      form: z.object({
        tran_id: z.string().optional().describe('Our transaction id'),
        val_id: z.string().optional().describe('The validation id to ask the validation API about'),
        status: z.string().optional().describe('VALID, FAILED, CANCELLED... (read only to tell a failure from a cancel)'),
      }),
      answers: {
        200: { description: 'Handled', schema: z.object({ received: z.literal(true), result: z.string().describe('Where the attempt stands now') }) },
        400: { description: 'The gateway does not stand behind this notice (forged, another store\'s, another amount)', schema: ErrorBody },
        503: { description: 'The validation API could not be asked; post it again later', schema: ErrorBody },
      },
    },
  },
  '/api/payments/sslcommerz/{outcome}': {
    post: {
      summary: "Where SSLCommerz sends the browser back: success, fail or cancel",
      description:
        '`{outcome}` is `success`, `fail` or `cancel` (success_url, fail_url, cancel_url). A form post from the gateway\'s ' +
        'page, not believed: the payment is validated here too when this arrives before the IPN, then 303 to the ' +
        'order\'s payment page (`/dashboard/orders/{id}/payment`), which shows what the server knows. GET answers the same.',
      auth: 'anyone',
      form: GATEWAY_RETURN.fields,
      answers: GATEWAY_RETURN.answers,
      refusals: [404],
    },
    get: {
      summary: 'The same return as a link (a gateway that sends the browser back with a query string)',
      description: 'As the POST, with `tran_id` and `val_id` in the query string. Any other `{outcome}`: 404.',
      auth: 'anyone',
      query: GATEWAY_RETURN.fields,
      answers: GATEWAY_RETURN.answers,
      refusals: [404],
    },
  },
  '/api/confirm': {
    post: {
      summary: 'Confirm an order with cash on delivery',
      description:
        'The old contract, which now means exactly this: the order is confirmed and its payment is due on delivery ' +
        '(`payment.status` `due`); it becomes paid only when an admin records the cash. To pay online, use ' +
        '`POST /api/order/{id}/payment`. Its owner, or an admin. Name the order by `orderId`, or (old clients) by `name` ' +
        '(product) and `price` (its total): the oldest unconfirmed order of `user` (default: you) that matches. The ' +
        'answer carries the order\'s own total, address and phone. Idempotent: 201 the first time, then 200 with the ' +
        'same record. An order already paid online counts as confirmed (200); cancelled, expired or held: 409.',
      auth: 'signed-in',
      body: confirmSchema,
      refusals: [404, 409],
      answers: {
        201: {
          description: 'Confirmed now',
          schema: z.object({ acknowledged, insertedId: id, created: z.literal(true), confirmedOrder: ConfirmedOrder }),
        },
        200: {
          description: 'Already confirmed: the existing record',
          schema: z.object({ acknowledged, insertedId: id, created: z.literal(false), confirmedOrder: ConfirmedOrder }),
        },
      },
    },
    get: {
      summary: 'List confirmed orders with their status',
      description: PAGED,
      auth: 'admin',
      query: apiPageQuerySchema,
      answers: { 200: { description: 'Every confirmed order, newest first, or one page of them', schema: z.array(ConfirmedOrder) } },
    },
  },
  '/api/confirm/{id}': {
    patch: {
      summary: 'Move a confirmed order on (shipped, delivered)',
      description:
        '`{id}` is the order\'s id. Only forward; the same status again or backwards: 409. The step is added to the ' +
        'order\'s timeline with who took it.',
      auth: 'admin',
      body: fulfilmentStatusSchema,
      refusals: [404, 409],
      answers: { 200: { description: 'Moved on', schema: z.object({ acknowledged, confirmedOrder: ConfirmedOrder }) } },
    },
  },
  '/api/quotes': {
    post: {
      summary: 'Request a quote for more of a tool than its stock',
      description:
        'For yourself. The quantity must be at least the tool\'s minimum and above its stock now (within the stock, ' +
        'order it with `POST /api/order`); `wantedBy` is a day (YYYY-MM-DD), today or later. The team is e-mailed. ' +
        'At most 30 requests an hour per account (429).',
      auth: 'signed-in',
      body: quoteRequestSchema,
      refusals: [404, 429],
      answers: { 201: { description: 'Requested', schema: z.object({ acknowledged, insertedId: id, quote: Quote }) } },
    },
    get: {
      summary: 'A page of quotes, newest first',
      description: 'Your own quotes; admins see every quote, or only those in `status`. 20 a page.',
      auth: 'signed-in',
      query: quoteListQuerySchema,
      answers: {
        200: {
          description: 'One page',
          schema: z.object({
            items: z.array(Quote),
            page: z.number().int(),
            pageSize: z.number().int(),
            total: z.number().int(),
            pageCount: z.number().int(),
          }),
        },
      },
    },
  },
  '/api/quotes/{id}': {
    get: {
      summary: 'One quote with its offer and messages',
      description: 'Its customer, or an admin; anyone else: 404.',
      auth: 'signed-in',
      refusals: [404],
      answers: { 200: { description: 'The quote', schema: QuoteDetail } },
    },
  },
  '/api/quotes/{id}/answer': {
    post: {
      summary: 'Answer a quote: unit price, delivery date, valid until',
      description:
        'Days are YYYY-MM-DD, today or later; the offer stands until the end of `validUntil` (Asia/Dhaka). A quote is ' +
        'answered once; it may be answered again only after its offer expired (409 otherwise, and once accepted). ' +
        'The customer is e-mailed.',
      auth: 'admin',
      body: quoteAnswerSchema,
      refusals: [404, 409],
      answers: { 200: { description: 'Answered', schema: z.object({ acknowledged, quote: Quote }) } },
    },
  },
  '/api/quotes/{id}/messages': {
    post: {
      summary: "Add a message to a quote's thread",
      description:
        'Its customer, or an admin; the other side is e-mailed. A thread holds at most 100 messages (409); an account ' +
        'sends at most 60 an hour (429).',
      auth: 'signed-in',
      body: quoteMessageSchema,
      refusals: [404, 409, 429],
      answers: { 201: { description: 'Added', schema: z.object({ acknowledged, message: QuoteMessage }) } },
    },
  },
  '/api/quotes/{id}/accept': {
    post: {
      summary: 'Accept a quote: it becomes an order at the quoted price, once',
      description:
        'Its customer only, while the offer stands (expired, or not answered yet: 409). The order is placed at the ' +
        'quoted price and reserves the stock when there is enough. Sending it again answers the same order ' +
        '(200, `created: false`).',
      auth: 'signed-in',
      refusals: [404, 409],
      answers: {
        201: { description: 'The order is placed', schema: z.object({ acknowledged, orderId: id, created: z.literal(true) }) },
        200: { description: 'Accepted already: the same order', schema: z.object({ acknowledged, orderId: id, created: z.literal(false) }) },
      },
    },
  },
};

/** Vercel Cron's call that sends the outbox's due mails. */
const cronOutboxPath = {
  get: {
    summary: 'Send the mails that are due (Vercel Cron)',
    description:
      'Called on a schedule by Vercel Cron (vercel.json) with `Authorization: Bearer ${CRON_SECRET}`; refuses ' +
      'everything when CRON_SECRET is unset. Queues the mails of orders and quotes still marked due (the relay), ' +
      'then sends up to 100 due mails and says how it went.',
    security: [{ cronSecret: [] }],
    responses: {
      200: {
        description: 'How the run went',
        content: {
          'application/json': {
            schema: strip(z.toJSONSchema(z.object({ expired: z.number().int().describe('Online orders expired unpaid'), refunded: z.number().int().describe('Refunds the gateway confirmed'), settled: z.number().int().describe('Open payments settled by asking the gateway'), released: z.number().int().describe('Units a stopped checkout left held, given back'), relayed: z.number().int(), sent: z.number().int(), retrying: z.number().int(), failed: z.number().int() }))),
          },
        },
      },
      401: { description: 'Not the scheduler', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      503: { description: errorAnswers[503], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  },
};

/** next-auth's own endpoints under /api/auth (one catch-all route). */
const nextAuthPath = {
  parameters: [
    {
      name: 'nextauth',
      in: 'path',
      required: true,
      description:
        "next-auth's endpoint, one or more segments: `csrf`, `session`, `providers`, `signin`, `signin/{provider}`, " +
        '`callback/{provider}`, `signout`.',
      schema: { type: 'string' },
    },
  ],
  get: {
    summary: "next-auth: session, CSRF token, providers, sign-in pages and OAuth callbacks",
    security: [],
    responses: { 200: { description: "next-auth's answer (JSON or a redirect)" }, 302: { description: 'Redirect' } },
  },
  post: {
    summary: 'next-auth: sign in (form-encoded, with the CSRF token) and sign out',
    description: 'Sign in with e-mail and password: POST `callback/credentials` with `csrfToken`, `email`, `password`.',
    security: [],
    responses: {
      200: { description: "next-auth's answer" },
      302: { description: 'Redirect (sets or clears the session cookie)' },
      429: {
        description:
          'Too many failed sign-ins for this account from this address (about 10 in 15 minutes), or for this ' +
          'account from everywhere (about 100 in an hour); even the right password waits. See Retry-After.',
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
};

/** Sign Out (a browser form post from the account menu, not a JSON call). */
const signOutPath = {
  post: {
    summary: 'Sign Out: ends the session and every copy of it, then redirects home',
    security: [],
    responses: {
      303: { description: 'Redirect to `/` (session cookie cleared, every session ended)' },
      403: {
        description: 'Sent from a page of another site',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
};

/**
 * The admin pages' exit (a browser form post from /not-allowed, not a JSON call): non-admins are signed out and sent
 * to /login. A POST from our own pages only, so that no other site can sign anyone out.
 */
const notAllowedPath = {
  post: {
    summary: "Admin pages' exit: signs a non-admin out and redirects to /login carrying the page; an admin goes back to it",
    security: [],
    requestBody: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: {
              from: { type: 'string', description: 'The page that was asked for (a same-site path; anything else counts as /).' },
            },
          },
        },
      },
    },
    responses: {
      303: { description: 'Redirect to `/login?from=...` (session cookie cleared, every session ended), or to `from` for an admin' },
      403: {
        description: 'Sent from a page of another site',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
};

const openApiPath = {
  get: {
    summary: 'This document',
    security: [],
    responses: { 200: { description: 'The OpenAPI 3.1 description of the API', content: { 'application/json': { schema: { type: 'object' } } } } },
  },
};

/** Health checks for load balancers and container orchestrators (not part of the shop's contract). */
const statusAnswer = (description: string, status: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { status: { const: status } } } } },
});
const accountPath = {
  get: {
    summary: "Who this browser is signed in as (the pages' account menu): the name, whether the account is an admin, and its language",
    security: [],
    responses: {
      200: {
        description: "The account of the request's session cookie, or null without a valid one (never cached)",
        content: {
          'application/json': {
            schema: {
              oneOf: [
                {
                  type: 'object',
                  required: ['name', 'admin', 'language'],
                  properties: {
                    name: { type: 'string' },
                    admin: { type: 'boolean' },
                    language: { type: 'string', enum: [...LANGUAGES], description: 'The language the account reads' },
                  },
                },
                { type: 'null' },
              ],
            },
          },
        },
      },
    },
  },
};
const healthPath = {
  get: {
    summary: 'Liveness: the server process answers (the database is not consulted)',
    security: [],
    responses: { 200: statusAnswer('Alive', 'ok') },
  },
};
const checkState = { type: 'string', enum: ['ok', 'unavailable'] };
const readinessAnswer = (description: string, status: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'database'],
        properties: {
          status: { const: status },
          database: { ...checkState, description: 'Whether the database answered a ping within 2 s' },
          redis: { ...checkState, description: 'With REDIS_URL only: whether the shared cache answered a ping within 1 s' },
        },
      },
    },
  },
});
const readinessPath = {
  get: {
    summary: 'Readiness: the server can serve the shop (its database answers a ping within 2 s); reports the shared cache too',
    security: [],
    responses: {
      200: readinessAnswer('Ready (a Redis that does not answer leaves it ready: each instance serves from its own cache)', 'ready'),
      503: {
        ...readinessAnswer('The database does not answer; see Retry-After', 'unavailable'),
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
      },
    },
  },
};

/** A call whose answer or body is not JSON: its JSON-described parts from `operation`, then its own content types. */
function withContent(
  call: ReturnType<typeof operation>,
  { body, answer }: { body?: Record<string, unknown>; answer?: Record<string, unknown> },
) {
  const responses = call.responses as Record<string, { description: string; content?: unknown }>;
  if (answer) responses['200'] = { description: responses['200']!.description, content: answer };
  return body ? { ...call, requestBody: { required: true, content: body } } : call;
}

const binaryImage = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
const csvFile = {
  'text/csv': {
    schema: {
      type: 'string',
      description:
        'UTF-8 with a byte-order mark, RFC 4180 quoting, CRLF line ends; text cells starting with =, +, -, @, tab or ' +
        'carriage return are prefixed with an apostrophe. Times are in Asia/Dhaka, as the header says.',
    },
  },
};

/** Calls with an image body or a CSV answer. */
const fileCalls: Record<string, Record<string, unknown>> = {
  '/api/tools/{id}/image': {
    put: withContent(
      operation(
        {
          summary: "Give a tool a new photo",
          description:
            'The body is the image file itself: JPEG, PNG or WebP, at most 5 MB, checked by its content (not its ' +
            'Content-Type). It is stored, served at `/media/{photoId}` and becomes the tool\'s `img`; the old photo ' +
            'is removed. A bad file: 400 naming `photo`, and nothing is stored. Over 5 MB: 413.',
          auth: 'admin',
          refusals: [404],
          answers: {
            200: { description: 'The tool with its new image', schema: z.object({ acknowledged, tool: Tool }) },
            400: { description: 'Not a JPEG, PNG or WebP image (`fields.photo` says why). Nothing was stored.', schema: ErrorBody },
            413: { description: 'The file is larger than 5 MB.', schema: ErrorBody },
          },
        },
        ['id'],
      ),
      { body: { 'image/jpeg': binaryImage, 'image/png': binaryImage, 'image/webp': binaryImage } },
    ),
  },
  '/api/export/orders.csv': {
    get: withContent(
      operation(
        {
          summary: 'Export orders as CSV',
          description:
            'Orders placed from `from` to `to` (days in Asia/Dhaka, both included; either may be left out), in one ' +
            'status or all, oldest first; streamed, so any number of orders downloads in constant memory.',
          auth: 'admin',
          query: orderExportQuerySchema,
          answers: { 200: { description: 'The CSV file (Content-Disposition: attachment)' } },
        },
        [],
      ),
      { answer: csvFile },
    ),
  },
  '/api/export/users.csv': {
    get: withContent(
      operation(
        {
          summary: 'Export every account as CSV',
          auth: 'admin',
          answers: { 200: { description: 'The CSV file (Content-Disposition: attachment)' } },
        },
        [],
      ),
      { answer: csvFile },
    ),
  },
};

let built: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  if (built) return built;
  const paths: Record<string, unknown> = {};
  for (const [path, methods] of Object.entries(calls)) {
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    paths[path] = Object.fromEntries(
      Object.entries(methods).map(([method, spec]) => [method, operation(spec, pathParams)]),
    );
  }
  Object.assign(paths, fileCalls);
  paths['/api/openapi.json'] = openApiPath;
  paths['/api/auth/{nextauth}'] = nextAuthPath;
  paths['/api/auth/not-allowed'] = notAllowedPath;
  paths['/api/auth/sign-out'] = signOutPath;
  paths['/api/account'] = accountPath;
  paths['/api/health'] = healthPath;
  paths['/api/health/ready'] = readinessPath;
  paths['/api/cron/outbox'] = cronOutboxPath;
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Mrittika Ceramic Tools storefront API',
      version: '1.0.0',
      description:
        'The REST contract of the storefront under /api, plus admin calls. Every answer is JSON; ' +
        'errors are `{ error, fields? }`. Credentials: the bearer token from `PUT /api/user/{email}`, or the ' +
        'session cookie. Missing or bad credentials: 401; not allowed: 403. Prices are in BDT. Every path answers ' +
        'OPTIONS with `Allow`; a method a path does not have is a 405 with `Allow`; a path that is not listed here ' +
        'is a 404; a write sent from a page of another site (by its `Origin`) is a 403.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components,
  };
  return built;
}
