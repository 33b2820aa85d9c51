import type { QuoteMessageSummary } from '@/lib/data/quotes';
import { formatDate } from '@/lib/dates';

/** A quote's conversation, oldest first: the customer's messages and the shop's. */
export function QuoteThread({ messages }: { messages: QuoteMessageSummary[] }) {
  if (messages.length === 0) return <p className="opacity-70">No messages yet.</p>;
  return (
    <ol className="space-y-3" data-testid="quote-thread">
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid="quote-message"
          className={`max-w-xl rounded-box p-3 ${message.fromShop ? 'bg-base-200' : 'ml-auto bg-primary/10'}`}
        >
          <p className="text-sm font-semibold">
            {message.author} <time className="font-normal opacity-70" dateTime={message.at}>{formatDate(message.at)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
