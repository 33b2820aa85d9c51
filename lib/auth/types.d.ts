import type { DefaultSession } from 'next-auth';
import type { Role } from '@/models/User';

declare module 'next-auth' {
  interface User {
    role?: Role;
    sessionVersion?: number;
  }
  interface Session {
    user: { id: string; role: Role } & DefaultSession['user'];
    /** The account's session version when this session began; lib/auth/caller.ts compares it with the database. */
    sessionVersion?: number;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    role?: Role;
    /** Session version (docs/decisions/0012-sessions-that-end.md). */
    sv?: number;
  }
}
