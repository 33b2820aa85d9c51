import 'server-only';
import { verifyPassword } from '@/lib/auth/password';
import { connectToDatabase } from '@/lib/db';
import { User, type Role } from '@/models/User';

export type AccountIdentity = { id: string; email: string; name: string | null; role: Role };

/** The account for an e-mail and password, or null; the same null whether the e-mail or the password is wrong. */
export async function checkPassword(email: string, password: string): Promise<AccountIdentity | null> {
  await connectToDatabase();
  const user = await User.findOne({ email: email.toLowerCase() }).select('+passwordHash').lean();
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role };
}
