'use server';

import { defineAction, text } from '@/lib/actions/define';
import { acceptQuote, addQuoteMessage, answerQuote, requestQuote } from '@/lib/data/quotes';

/** Purchase page, beyond the stock: ask for a price; the team is mailed and the quote's page shows the answer. */
export const requestQuoteAction = defineAction(async (caller, input: unknown) => {
  const quote = await requestQuote(caller, input);
  return { quoteId: quote.id };
});

/** Quote page (admins): a unit price, a delivery date and the last day to accept; the customer is mailed. */
export const answerQuoteAction = defineAction(async (caller, quoteId: unknown, input: unknown) => {
  await answerQuote(caller, text(quoteId), input);
});

/** Quote page: a message in the thread; the other side is mailed. */
export const addQuoteMessageAction = defineAction(async (caller, quoteId: unknown, input: unknown) => {
  await addQuoteMessage(caller, text(quoteId), input);
});

/** Quote page (its customer): accept the offer; it becomes one order at the quoted price, however often it is sent. */
export const acceptQuoteAction = defineAction(async (caller, quoteId: unknown) => acceptQuote(caller, text(quoteId)));
