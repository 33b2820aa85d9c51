import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { advanceFulfilment } from '@/lib/data/orders';
import { apiRecord, readCallerJson } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: move a confirmed order on to shipped or delivered (only forward). */
  PATCH: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const confirmedOrder = await advanceFulfilment(caller, (await params).id, await readCallerJson(request, caller));
    return NextResponse.json({ acknowledged: true, confirmedOrder: apiRecord(confirmedOrder) });
  },
});
