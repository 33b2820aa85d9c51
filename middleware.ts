import NextAuth from 'next-auth';
import { NextResponse } from 'next/server';
import { authConfig } from '@/lib/auth/config';
import { loginPathFrom } from '@/lib/auth/return-path';

/**
 * Early redirects only (spec section 2): purchase and dashboard pages need a session, and a visitor without one
 * goes to /login carrying the page. Admin pages need the same here; whether someone IS an admin is decided on
 * the server from the database (lib/auth/guards.ts), so that a fresh promotion is never turned away here.
 */
const { auth } = NextAuth(authConfig);

export default auth((request) => {
  if (request.auth?.user) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(loginPathFrom(`${pathname}${search}`), request.nextUrl));
});

export const config = { matcher: ['/purchase/:path*', '/dashboard/:path*'] };
