import { NextResponse, type NextRequest } from 'next/server';
import { privateListAnswer } from '@/lib/http/api-lists';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { listConfirmedOrders, listConfirmedOrdersPage } from '@/lib/data/orders';
import { confirmOrder } from '@/lib/data/payments';
import { apiRecord, readCallerJson } from '@/lib/http/answers';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Owner or admin: confirm an order with cash on delivery (its payment is then due; docs/payments.md). 201 the first
   * time; 200 with the same record after that.
   */
  POST: async (request: Request) => {
    const caller = await getCaller(request);
    const { created, confirmedOrder } = await confirmOrder(caller, await readCallerJson(request, caller));
    return NextResponse.json(
      { acknowledged: true, insertedId: confirmedOrder.id, created, confirmedOrder: apiRecord(confirmedOrder) },
      { status: created ? 201 : 200 },
    );
  },
  /** Admin: every confirmed order with its status; `limit`/`page`: one page. */
  GET: async (request: NextRequest) => {
    const caller = await getCaller(request);
    return privateListAnswer(request, {
      all: () => listConfirmedOrders(caller),
      page: (paging) => listConfirmedOrdersPage(caller, paging),
    });
  },
});
