import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth';
import { errorResponse } from '@/lib/http';
import { clientIp, countAttempt } from '@/lib/rate-limit';

export const { GET } = handlers;

/**
 * next-auth's POST endpoints, with the login limit in front of the password check: an attempt over the limit
 * answers 429 with Retry-After before next-auth runs. A successful login gives its attempt back.
 */
export async function POST(request: NextRequest) {
  if (!request.nextUrl.pathname.endsWith('/callback/credentials')) return handlers.POST(request);
  let attempt;
  try {
    attempt = await countAttempt('login', { ip: clientIp(request.headers), email: await postedEmail(request) });
  } catch (error) {
    return errorResponse(error);
  }
  const response = await handlers.POST(request);
  if (startsSession(response)) await attempt.refund();
  return response;
}

async function postedEmail(request: NextRequest): Promise<string | null> {
  try {
    const email = (await request.clone().formData()).get('email');
    return typeof email === 'string' ? email : null;
  } catch {
    // Not a form: next-auth refuses it; the IP counter still counts it.
    return null;
  }
}

function startsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => /^(__Secure-)?authjs\.session-token(\.\d+)?=[^;]+/.test(cookie));
}
