import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { getAdminFlag } from '@/lib/data/users';

type Context = { params: Promise<{ email: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Signed in: whether this e-mail's account is an admin (your own; admins may ask about anyone). */
  GET: async (request: Request, { params }: Context) => {
    return NextResponse.json(await getAdminFlag(await getCaller(request), (await params).email));
  },
});
