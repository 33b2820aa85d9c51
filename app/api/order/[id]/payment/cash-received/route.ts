import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { recordCashReceived } from '@/lib/data/payments';
import { apiRecord } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: the cash of a cash-on-delivery order is collected; the order is paid (docs/payments.md). */
  POST: async (request: Request, { params }: Context) => {
    const order = await recordCashReceived(await getCaller(request), (await params).id);
    return NextResponse.json(apiRecord(order));
  },
});
