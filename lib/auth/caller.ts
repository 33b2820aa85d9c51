import 'server-only';
import { cache } from 'react';
import { auth } from '@/lib/auth';
import { readApiToken } from '@/lib/auth/api-token';
import { connectToDatabase } from '@/lib/db';
import { User, type Role } from '@/models/User';

/** Who is asking, as the database knows them now (a promotion counts at once, without a new login). */
export type Caller = { id: string; email: string; name: string | null; role: Role };

/**
 * The one way to learn who is asking: a bearer token (`Authorization: Bearer ...`, for API clients) or else the
 * session cookie (our own pages). Null when neither names an existing account.
 * Without a request (server components), only the session cookie counts.
 */
export async function getCaller(request?: Request): Promise<Caller | null> {
  const header = request?.headers.get('authorization');
  if (header) {
    const [scheme, token] = header.split(' ');
    // A bad bearer token is refused outright rather than falling back to the cookie.
    const email = scheme?.toLowerCase() === 'bearer' && token ? await readApiToken(token) : null;
    return email ? findCaller(email) : null;
  }
  const session = await auth();
  const email = session?.user?.email;
  return email ? findCaller(email) : null;
}

// Once per request: the navigation, the layout and the page all ask.
const findCaller = cache(async (email: string): Promise<Caller | null> => {
  await connectToDatabase();
  const user = await User.findOne({ email: email.toLowerCase() }).lean();
  if (!user) return null;
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role };
});
