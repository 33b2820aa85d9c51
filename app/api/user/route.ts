import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { listUsers } from '@/lib/data/users';
import { apiRecord, withErrorAnswers } from '@/lib/http';

/** Admin: every account with its e-mail, name and role. */
export const GET = withErrorAnswers(async (request: Request) => {
  const users = await listUsers(await getCaller(request));
  return NextResponse.json(users.map(apiRecord));
});
