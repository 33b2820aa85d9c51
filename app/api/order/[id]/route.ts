import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { deleteOrder } from '@/lib/data/orders';
import { withErrorAnswers } from '@/lib/http';

/** Owner or admin: delete an order while it is unconfirmed; its stock goes back on sale. */
export const DELETE = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { deletedCount } = await deleteOrder(await getCaller(request), (await params).id);
  return NextResponse.json({ acknowledged: true, deletedCount });
});
