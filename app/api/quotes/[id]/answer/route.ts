import { apiRoute } from '@/lib/http/api-route';
import { moveAnswer } from '@/lib/http/api-lists';
import { answerQuote } from '@/lib/data/quotes';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admin: answer a quote with a unit price, a delivery date and the last day to accept; the customer is mailed. */
  POST: moveAnswer('quote', answerQuote),
});
