import type { NextAuthConfig } from 'next-auth';

/**
 * next-auth redirects only to paths on this site, written as paths. Our own origins are the request's and
 * AUTH_URL's (Next.js reports loopback hosts as "localhost", so in tests the two differ); anything else goes home.
 */
export function sameSitePath(url: string, baseUrl: string): string {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const target = new URL(url);
    const ours = [new URL(baseUrl).origin, process.env.AUTH_URL ? new URL(process.env.AUTH_URL).origin : null];
    return ours.includes(target.origin) ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

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
    redirect({ url, baseUrl }) {
      return sameSitePath(url, baseUrl);
    },
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
