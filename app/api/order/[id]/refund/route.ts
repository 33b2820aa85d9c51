import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { refundOrder } from '@/lib/data/payments';
import { apiRecord, readOptionalCallerJson } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /**
   * Admin: cancel an order whose goods have not left and refund what it paid: online through the gateway, cash by
   * hand. On a cancelled or expired order whose refund is due, try again. Body (optional): `{ "remarks" }`.
   */
  POST: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const order = await refundOrder(caller, (await params).id, await readOptionalCallerJson(request, caller));
    return NextResponse.json(apiRecord(order));
  },
});
