import type { Language } from '@/lib/domain/numbers';
import type { Role } from '@/models/User';

/**
 * Who is asking, as the database knows them now (a promotion counts at once, without a new login), with the session
 * version their cookie or token was issued under.
 *
 * Kept in a module of its own, which imports only the role's type from the model, so that any layer may name it
 * without an import cycle (lib/http/rate-limit.ts is one that lib/auth/caller.ts itself depends on).
 */
export type Caller = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sessionVersion: number;
  /** The language the account reads (docs/decisions/0101-the-shop-in-bangla.md). */
  language: Language;
};
