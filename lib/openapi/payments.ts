import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { paymentChoiceSchema, refundSchema } from '@/lib/validation/payments';
import { adminMove, ErrorBody, type Calls } from './operations';
import { Order } from './orders';

/** Paying an order: the customer's choice, the admins' calls, and the gateway's notices and returns (docs/payments.md). */

/** The gateway's return, posted or linked: what it carries that the shop reads, and where it sends the browser. */
const GATEWAY_RETURN = {
  fields: z.object({ tran_id: z.string().optional(), val_id: z.string().optional() }),
  answers: { 303: { description: "To the order's payment page (or My Order for a transaction that is not ours)" } },
};

/** The answer of an admin's call that leaves the order paid (cash collected, a held payment accepted). */
const PAID_ORDER = { description: 'The paid order', schema: Order };

export const paymentCalls: Calls = {
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
    post: adminMove(
      {
        summary: 'Record the cash of a cash-on-delivery order as collected',
        description: 'The order is paid; its revenue counts today. Not a cash order with payment due (already paid, say): 409.',
      },
      PAID_ORDER,
    ),
  },
  '/api/order/{id}/payment/accept': {
    post: adminMove(
      {
        summary: 'Accept a payment the gateway rated risky',
        description: 'The order (payment `held`) is paid and confirmed. No held payment: 409. To refuse it, cancel the order: `POST /api/order/{id}/refund`.',
      },
      PAID_ORDER,
    ),
  },
  '/api/order/{id}/refund': {
    post: adminMove(
      {
        summary: 'Cancel an order and refund what it paid',
        description:
          'An order whose goods have not left (pending or confirmed) is cancelled and its stock goes back once. Money ' +
          'paid online (or held) is refunded through SSLCommerz\'s refund API and followed until the gateway confirms it ' +
          '(`payment.status` `refund_pending`, then `refunded`); cash already collected is recorded as a refund due, to ' +
          'give back by hand. On a cancelled or expired order whose refund is due, the refund is asked for again (cash: ' +
          'recorded as given back). Shipped or delivered, or nothing to refund: 409. Body optional: `remarks` for the gateway.',
        body: refundSchema,
      },
      { description: 'The cancelled order, with its refund under way', schema: Order },
    ),
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
};
