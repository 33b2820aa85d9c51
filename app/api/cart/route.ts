import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { readCart } from '@/lib/data/cart';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Signed-in customers: your cart, priced now from the database (admins do not buy: 403). */
  GET: async (request: Request) => NextResponse.json(await readCart(await getCaller(request))),
});
