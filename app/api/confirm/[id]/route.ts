import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { advanceFulfilment } from '@/lib/data/orders';
import { apiRecord, readJson, withErrorAnswers } from '@/lib/http';

/** Admin: move a confirmed order on to shipped or delivered (only forward). */
export const PATCH = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const confirmedOrder = await advanceFulfilment(await getCaller(request), (await params).id, await readJson(request));
  return NextResponse.json({ acknowledged: true, confirmedOrder: apiRecord(confirmedOrder) });
});
