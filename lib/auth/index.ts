import 'server-only';
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';
import { authConfig } from './config';
import { checkPassword, signInWithGoogle } from '@/lib/data/accounts';
import { loginSchema } from '@/lib/validation/auth';

/** Google sign-in is offered only when this server has Google credentials. */
export function isGoogleSignInEnabled(): boolean {
  return Boolean(process.env.AUTH_GOOGLE_ID && process.env.AUTH_GOOGLE_SECRET);
}

function googleProvider() {
  // AUTH_GOOGLE_ISSUER exists for the browser tests, which run a loopback OpenID Connect server; production never sets it.
  const issuer = process.env.AUTH_GOOGLE_ISSUER;
  return Google({
    clientId: process.env.AUTH_GOOGLE_ID,
    clientSecret: process.env.AUTH_GOOGLE_SECRET,
    ...(issuer ? { issuer } : {}),
  });
}

const logger: NextAuthConfig['logger'] = {
  error(error) {
    // A wrong password is an everyday event, answered on the form; it is not a server error.
    const type = (error as { type?: string }).type ?? error.name;
    if (type === 'CredentialsSignin') return;
    const cause = (error as { cause?: { err?: unknown } }).cause?.err;
    console.error(`[auth] ${type}: ${error.message}`, cause instanceof Error ? cause : '');
  },
};

/** next-auth for the Node.js runtime: the providers, the password check and the Google account rules. */
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  logger,
  providers: [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        return checkPassword(parsed.data.email, parsed.data.password);
      },
    }),
    ...(isGoogleSignInEnabled() ? [googleProvider()] : []),
  ],
  callbacks: {
    ...authConfig.callbacks,
    async signIn({ user, account, profile }) {
      if (account?.provider !== 'google') return true;
      const result = await signInWithGoogle({
        sub: String(profile?.sub ?? ''),
        email: String(profile?.email ?? ''),
        emailVerified: profile?.email_verified === true,
        name: profile?.name,
      });
      if (!result.ok) return `/login?${new URLSearchParams({ error: result.code })}`;
      // The session names our account (its id and role), not Google's.
      Object.assign(user, result.account);
      return true;
    },
  },
});
