import 'server-only';
import NextAuth from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { authConfig } from './config';
import { checkPassword } from '@/lib/data/accounts';
import { loginSchema } from '@/lib/validation/auth';

/** next-auth for the Node.js runtime: the providers and the password check. */
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        return checkPassword(parsed.data.email, parsed.data.password);
      },
    }),
  ],
});
