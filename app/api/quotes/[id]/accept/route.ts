import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { acceptQuote } from '@/lib/data/quotes';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Its customer: accept the offer while it stands; one order at the quoted price, however often this is sent. */
  POST: async (request: Request, { params }: Context) => {
    const { orderId, created } = await acceptQuote(await getCaller(request), (await params).id);
    return NextResponse.json({ acknowledged: true, orderId, created }, { status: created ? 201 : 200 });
  },
});
