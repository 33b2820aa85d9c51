import 'server-only';
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';
import { authConfig } from './config';
import { checkLogin } from './login-limit';
import { clientAddress } from '@/lib/http/client-address';
import { endSessions, signInWithGoogle } from '@/lib/data/accounts';
import { loginSchema } from '@/lib/validation/auth';
import { log } from '@/lib/infra/log';

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
    log('error', `[auth] ${type}: ${error.message}`, cause instanceof Error ? { error: cause } : {});
  },
};

/** next-auth for the Node.js runtime: the providers, the password check and the Google account rules. */
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  logger,
  providers: [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      // `credentials` is what next-auth parsed from the body, whatever its type; the limit counts on it.
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        return checkLogin(parsed.data, clientAddress(request.headers));
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
      // The session names our account (its id, role and session version), not Google's.
      Object.assign(user, result.account);
      return true;
    },
  },
  events: {
    // Sign Out (our button, next-auth's endpoint, the admin guard's exit) ends every session of the account,
    // so a copied cookie stops working too (docs/decisions/0012-sessions-that-end.md).
    async signOut(message) {
      const token = 'token' in message ? message.token : null;
      if (token?.sub && typeof token.sv === 'number') await endSessions(token.sub, token.sv);
    },
  },
});
