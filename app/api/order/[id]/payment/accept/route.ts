import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { acceptHeldPayment } from '@/lib/data/payments';
import { apiRecord } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: accept a payment the gateway rated risky; the order is paid and confirmed (docs/payments.md). */
  POST: async (request: Request, { params }: Context) => {
    const order = await acceptHeldPayment(await getCaller(request), (await params).id);
    return NextResponse.json(apiRecord(order));
  },
});
