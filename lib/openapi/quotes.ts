import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { quoteDetailSchema, quoteMessageSummarySchema, quoteSummarySchema } from '@/lib/data/quote-types';
import { quoteAnswerSchema, quoteListQuerySchema, quoteMessageSchema, quoteRequestSchema } from '@/lib/validation/quotes';
import { acknowledged, adminMove, apiRecordSchema, id, named, type Calls } from './operations';

/** Quotes: requested, answered, discussed and accepted (docs/decisions/0041-quotes.md). */

const Quote = apiRecordSchema(quoteSummarySchema);
const QuoteMessage = apiRecordSchema(quoteMessageSummarySchema);
const QuoteDetail = named(
  'QuoteDetail',
  Quote.extend({ messages: z.array(QuoteMessage), orderPlaced: quoteDetailSchema.shape.orderPlaced }),
);

export const quoteCalls: Calls = {
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
    post: adminMove(
      {
        summary: 'Answer a quote: unit price, delivery date, valid until',
        description:
          'Days are YYYY-MM-DD, today or later; the offer stands until the end of `validUntil` (Asia/Dhaka). A quote is ' +
          'answered once; it may be answered again only after its offer expired (409 otherwise, and once accepted). ' +
          'The customer is e-mailed.',
        body: quoteAnswerSchema,
      },
      { description: 'Answered', schema: z.object({ acknowledged, quote: Quote }) },
    ),
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
