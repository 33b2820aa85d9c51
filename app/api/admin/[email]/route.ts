import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { getAdminFlag } from '@/lib/data/users';
import { withErrorAnswers } from '@/lib/http';

/** Signed in: whether this e-mail's account is an admin (your own; admins may ask about anyone). */
export const GET = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ email: string }> }) => {
  return NextResponse.json(await getAdminFlag(await getCaller(request), (await params).email));
});
