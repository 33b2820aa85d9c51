'use client';

import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import type { QuoteMessageSummary } from '@/lib/data/quotes';
import { formatDate } from '@/lib/domain/dates';
import { business } from '@/lib/domain/site';

/**
 * A quote's conversation, oldest first: the customer's messages and the shop's. Customers read the shop's messages
 * as the shop's (the data layer names them by the shop's English name): shown by its name in the page's language.
 */
export function QuoteThread({ messages }: { messages: QuoteMessageSummary[] }) {
  const language = useLanguage();
  const { quoteTexts, businessTexts } = useTexts();
  if (messages.length === 0) return <p className="opacity-70">{quoteTexts.noMessages}</p>;
  return (
    <ol className="space-y-3" data-testid="quote-thread">
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid="quote-message"
          className={`max-w-xl rounded-box p-3 ${message.fromShop ? 'bg-base-200' : 'ml-auto bg-primary/10'}`}
        >
          <p className="text-sm font-semibold">
            {message.fromShop && message.author === business.name ? businessTexts.name : message.author}{' '}
            <time className="font-normal opacity-70" dateTime={message.at}>{formatDate(message.at, language)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
