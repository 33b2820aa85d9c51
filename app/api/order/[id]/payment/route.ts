import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { choosePayment } from '@/lib/data/payments';
import { apiRecord, readCallerJson } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /**
   * Owner or admin: how to pay a pending order (docs/payments.md). `{ "method": "online" }`: 201 with the gateway's
   * page to send the browser to; `{ "method": "cash" }`: cash on delivery, 200 with the confirmed order.
   */
  POST: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const choice = await choosePayment(caller, (await params).id, await readCallerJson(request, caller));
    if (choice.method === 'online') return NextResponse.json({ redirectUrl: choice.redirectUrl, tranId: choice.tranId }, { status: 201 });
    return NextResponse.json(apiRecord(choice.order));
  },
});
