import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { getQuote } from '@/lib/data/quotes';
import { apiRecord, withErrorAnswers } from '@/lib/http';

/** Its customer or an admin: one quote with the shop's offer and the thread (404 to anyone else). */
export const GET = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const quote = await getQuote(await getCaller(request), (await params).id);
  return NextResponse.json({ ...apiRecord(quote), messages: quote.messages.map(apiRecord) });
});
