import type { NextAuthConfig } from 'next-auth';
import { sameSitePath } from './return-path';

/**
 * The Edge-safe part of the next-auth configuration. Providers, the password check, the database and the events
 * live in ./index.ts (Node.js only).
 */
export const authConfig = {
  // next-auth's own error redirects land on the login form, which shows them as readable sentences.
  pages: { signIn: '/login', error: '/login' },
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  // Behind our own host names only; AUTH_URL pins it in production when set.
  trustHost: true,
  providers: [],
  callbacks: {
    // The one return-path rule. Our own origins: the request's, AUTH_URL's and SITE_URL's (Next.js reports
    // loopback hosts as "localhost", so in tests the request's differs from the configured one).
    redirect({ url, baseUrl }) {
      return sameSitePath(url, [baseUrl, process.env.AUTH_URL, process.env.SITE_URL]) ?? '/';
    },
    jwt({ token, user }) {
      // At sign-in: our account's id and its session version (docs/decisions/0012-sessions-that-end.md). The
      // role in the cookie serves nothing but display; access checks read the database.
      if (user) {
        if (user.id) token.sub = user.id;
        token.sv = user.sessionVersion ?? 0;
        if (user.role) token.role = user.role;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub ?? '';
        session.user.role = token.role === 'admin' ? 'admin' : 'customer';
      }
      session.sessionVersion = token.sv;
      return session;
    },
  },
} satisfies NextAuthConfig;
