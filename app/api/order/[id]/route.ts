import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { deleteOrder } from '@/lib/data/orders';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Owner or admin: delete an order while it is unconfirmed; its stock goes back on sale. */
  DELETE: async (request: Request, { params }: Context) => {
    const { deletedCount } = await deleteOrder(await getCaller(request), (await params).id);
    return NextResponse.json({ acknowledged: true, deletedCount });
  },
});
