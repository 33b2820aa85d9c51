import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { confirmedOrderSummarySchema, orderSummarySchema } from '@/lib/data/order-types';
import { apiPageQuerySchema } from '@/lib/validation/api-paging';
import { orderExportQuerySchema } from '@/lib/validation/exports';
import { confirmSchema, fulfilmentStatusSchema, orderListQuerySchema, orderSchema } from '@/lib/validation/orders';
import { acknowledged, adminMove, apiRecordSchema, countAnswer, csvFile, id, named, operation, PAGED, pagedList, withContent, type Calls, type PathItems } from './operations';

/** Orders: placing one, listing them, the confirmed orders an admin moves on, and the export. */

export const Order = named('Order', apiRecordSchema(orderSummarySchema));
const ConfirmedOrder = apiRecordSchema(confirmedOrderSummarySchema);

export const orderCalls: Calls = {
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
    get: pagedList('List confirmed orders with their status', 'admin', 'Every confirmed order, newest first, or one page of them', ConfirmedOrder),
  },
  '/api/confirm/{id}': {
    patch: adminMove(
      {
        summary: 'Move a confirmed order on (shipped, delivered)',
        description:
          '`{id}` is the order\'s id. Only forward; the same status again or backwards: 409. The step is added to the ' +
          'order\'s timeline with who took it.',
        body: fulfilmentStatusSchema,
      },
      { description: 'Moved on', schema: z.object({ acknowledged, confirmedOrder: ConfirmedOrder }) },
    ),
  },
};

/** The orders as a CSV file. */
export const orderFileCalls: PathItems = {
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
};
