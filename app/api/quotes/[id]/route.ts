import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { getQuote } from '@/lib/data/quotes';
import { apiRecord } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Its customer or an admin: one quote with the shop's offer and the thread (404 to anyone else). */
  GET: async (request: Request, { params }: Context) => {
    const quote = await getQuote(await getCaller(request), (await params).id);
    return NextResponse.json({ ...apiRecord(quote), messages: quote.messages.map(apiRecord) });
  },
});
