import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { makeAdmin } from '@/lib/data/users';
import { withErrorAnswers } from '@/lib/http';

/** Admin: make this account an admin; modifiedCount 0 when it already was one. */
export const PUT = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ email: string }> }) => {
  const { modifiedCount } = await makeAdmin(await getCaller(request), (await params).email);
  return NextResponse.json({ acknowledged: true, modifiedCount });
});
