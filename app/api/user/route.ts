import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { listUsers } from '@/lib/data/users';
import { apiRecord } from '@/lib/http';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admin: every account with its e-mail, name and role. */
  GET: async (request: Request) => {
    const users = await listUsers(await getCaller(request));
    return NextResponse.json(users.map(apiRecord));
  },
});
