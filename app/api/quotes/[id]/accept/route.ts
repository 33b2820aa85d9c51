import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { acceptQuote } from '@/lib/data/quotes';
import { withErrorAnswers } from '@/lib/http';

/** Its customer: accept the offer while it stands; one order at the quoted price, however often this is sent. */
export const POST = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { orderId, created } = await acceptQuote(await getCaller(request), (await params).id);
  return NextResponse.json({ acknowledged: true, orderId, created }, { status: created ? 201 : 200 });
});
