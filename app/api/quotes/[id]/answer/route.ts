import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { answerQuote } from '@/lib/data/quotes';
import { apiRecord, readCallerJson } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: answer a quote with a unit price, a delivery date and the last day to accept; the customer is mailed. */
  POST: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const quote = await answerQuote(caller, (await params).id, await readCallerJson(request, caller));
    return NextResponse.json({ acknowledged: true, quote: apiRecord(quote) });
  },
});
