import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { readDeliverySettings, updateDeliverySettings } from '@/lib/data/delivery';
import { readCallerJson } from '@/lib/http/answers';
import { publicJson } from '@/lib/http/http-cache';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    /** Everyone: the delivery charges, with an ETag and cacheable for a short while (lib/http/http-cache.ts). */
    GET: async (request: Request) => publicJson(request, await readDeliverySettings()),
    /** Admin: set the three figures at once; answers them as saved. */
    PUT: async (request: Request) => {
      const caller = await getCaller(request);
      return NextResponse.json(await updateDeliverySettings(caller, await readCallerJson(request, caller)));
    },
  },
  { publicRead: true },
);
