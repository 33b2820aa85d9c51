import type { NextRequest } from 'next/server';
import { privateListAnswer } from '@/lib/http/api-lists';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { listUsers, listUsersPage } from '@/lib/data/users';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admin: every account with its e-mail, name and role; `limit`/`page`: one page. */
  GET: async (request: NextRequest) => {
    const caller = await getCaller(request);
    return privateListAnswer(request, { all: () => listUsers(caller), page: (paging) => listUsersPage(caller, paging) });
  },
});
