import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { answerQuote } from '@/lib/data/quotes';
import { apiRecord, readJson, withErrorAnswers } from '@/lib/http';

/** Admin: answer a quote with a unit price, a delivery date and the last day to accept; the customer is mailed. */
export const POST = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const quote = await answerQuote(await getCaller(request), (await params).id, await readJson(request));
  return NextResponse.json({ acknowledged: true, quote: apiRecord(quote) });
});
