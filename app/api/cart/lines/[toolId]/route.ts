import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { removeCartLine, setCartLine } from '@/lib/data/cart';
import { readCallerJson } from '@/lib/http/answers';

type Context = { params: Promise<{ toolId: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Signed-in customers: `{ quantity }` of the tool in your cart (added, or set); answers the cart. */
  PUT: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const body = await readCallerJson(request, caller);
    return NextResponse.json(await setCartLine(caller, (await params).toolId, body));
  },
  /** Signed-in customers: the tool out of your cart; answers the cart. */
  DELETE: async (request: Request, { params }: Context) =>
    NextResponse.json(await removeCartLine(await getCaller(request), (await params).toolId)),
});
