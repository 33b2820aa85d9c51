import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { advanceFulfilment } from '@/lib/data/orders';
import { apiRecord, readJson } from '@/lib/http';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: move a confirmed order on to shipped or delivered (only forward). */
  PATCH: async (request: Request, { params }: Context) => {
    const confirmedOrder = await advanceFulfilment(await getCaller(request), (await params).id, await readJson(request));
    return NextResponse.json({ acknowledged: true, confirmedOrder: apiRecord(confirmedOrder) });
  },
});
