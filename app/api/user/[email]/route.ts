import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { issueTokenFor, removeUser, updateProfile } from '@/lib/data/users';
import { apiRecord, readCallerJson } from '@/lib/http/answers';
import { isProfileUpdate } from '@/lib/validation/users';

type Context = { params: Promise<{ email: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /**
   * Two calls of the old API on one path, told apart by the body: with any of name, number, address it is a
   * profile update (your own; an admin's for anyone); `{ email }` alone asks for an API token (your own only).
   */
  PUT: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const { email } = await params;
    const body = await readCallerJson(request, caller);
    if (isProfileUpdate(body)) {
      const { user, ...counts } = await updateProfile(caller, email, body);
      return NextResponse.json({ acknowledged: true, ...counts, user: apiRecord(user) });
    }
    return NextResponse.json(await issueTokenFor(caller, email, body));
  },
  /** Admin: remove an account (never your own, never the last admin). */
  DELETE: async (request: Request, { params }: Context) => {
    const { deletedCount } = await removeUser(await getCaller(request), (await params).email);
    return NextResponse.json({ acknowledged: true, deletedCount });
  },
});
