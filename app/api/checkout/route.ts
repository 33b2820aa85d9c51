import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { checkout } from '@/lib/data/checkout';
import { readCallerJson } from '@/lib/http/answers';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Signed-in customers: place the cart as one order delivered to `{ phone, address, district }` (docs/orders.md,
   * "Checkout"). 201 with the order's id and figures; 409 naming the lines whose stock or price changed.
   */
  POST: async (request: Request) => {
    const caller = await getCaller(request);
    const { orderId, subtotal, deliveryCharge, total } = await checkout(caller, await readCallerJson(request, caller));
    return NextResponse.json({ orderId, subtotal, deliveryCharge, total }, { status: 201 });
  },
});
