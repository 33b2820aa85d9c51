import type { Caller } from '@/lib/auth/caller-type';
import { refusals } from '@/lib/texts';
import { normalizeEmail } from '@/lib/validation/email';

/**
 * Access policies: small named rules that the data layer applies to every read and write.
 * Never inline a role check; add or reuse a policy here.
 */

export const isSignedIn = (caller: Caller | null): caller is Caller => caller !== null;

export const isAdmin = (caller: Caller | null): caller is Caller => caller?.role === 'admin';

/** The caller is the owner of records filed under this e-mail. */
export const isOwner = (caller: Caller | null, email: string): caller is Caller =>
  caller !== null && caller.email === normalizeEmail(email);

/** Owners act on their own records; admins on anyone's. */
export const isOwnerOrAdmin = (caller: Caller | null, email: string): caller is Caller =>
  isOwner(caller, email) || isAdmin(caller);

/** Raised by the data layer: 401 when nobody is signed in, 403 when the caller may not do this. */
export class AccessDeniedError extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? refusals.signInFirst : refusals.notAllowed);
    this.name = 'AccessDeniedError';
  }
}

/** Throws 401 without a caller, 403 when the policy refuses; returns the caller otherwise. */
export function requireAccess(caller: Caller | null, allowed: (caller: Caller) => boolean): Caller {
  if (!caller) throw new AccessDeniedError(401);
  if (!allowed(caller)) throw new AccessDeniedError(403);
  return caller;
}

/** The policy for what only the owner of records filed under `email` may do (review the tool of their order). */
export const ownerOf =
  (email: string) =>
  (caller: Caller): boolean =>
    isOwner(caller, email);

/** Hiding and restoring reviews is for admins. */
export const mayModerateReviews = (caller: Caller | null): caller is Caller => isAdmin(caller);

/** The policy for records filed under `email` (orders, profile, admin flag): their owner, or an admin. */
export const ownerOrAdminOf =
  (email: string) =>
  (caller: Caller): boolean =>
    isOwnerOrAdmin(caller, email);
