import type { NextAuthConfig } from 'next-auth';

/**
 * The Edge-safe part of the next-auth configuration: what middleware.ts needs to read the session cookie.
 * Providers, the password check and the database live in ./index.ts (Node.js only).
 */
export const authConfig = {
  // next-auth's own error redirects land on the login form, which shows them as readable sentences.
  pages: { signIn: '/login', error: '/login' },
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  // Behind our own host names only; AUTH_URL pins it in production when set.
  trustHost: true,
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      // The role in the cookie serves early redirects only; access checks read the database.
      if (user?.role) token.role = user.role;
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub ?? '';
        session.user.role = token.role === 'admin' ? 'admin' : 'customer';
      }
      return session;
    },
  },
} satisfies NextAuthConfig;
