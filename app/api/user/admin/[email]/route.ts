import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { makeAdmin, removeAdmin } from '@/lib/data/users';

type Context = { params: Promise<{ email: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: make this account an admin; modifiedCount 0 when it already was one. */
  PUT: async (request: Request, { params }: Context) => {
    const { modifiedCount } = await makeAdmin(await getCaller(request), (await params).email);
    return NextResponse.json({ acknowledged: true, modifiedCount });
  },
  /** Admin: take the admin role from this account (never your own, never the last admin); its sessions end. */
  DELETE: async (request: Request, { params }: Context) => {
    const { modifiedCount } = await removeAdmin(await getCaller(request), (await params).email);
    return NextResponse.json({ acknowledged: true, modifiedCount });
  },
});
