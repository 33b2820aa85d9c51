import type { NextRequest } from 'next/server';
import { addAnswer, privateListAnswer } from '@/lib/http/api-lists';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { listOrders, listOrdersPage, placeOrder } from '@/lib/data/orders';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Signed in: place an order for yourself (admins: for anyone); the server prices it. */
  POST: addAnswer('order', placeOrder),
  /** Signed in: `?email=` your own orders (admins: anyone's), each with its status; `limit`/`page`: one page. */
  GET: async (request: NextRequest) => {
    const caller = await getCaller(request);
    const email = request.nextUrl.searchParams.get('email');
    return privateListAnswer(request, {
      all: () => listOrders(caller, email),
      page: (paging) => listOrdersPage(caller, email, paging),
    });
  },
});
