import 'server-only';
import { isAdmin, isOwner, isSignedIn, ownerOrAdminOf, requireAccess } from '@/lib/domain/access';
import { issueApiToken } from '@/lib/auth/api-token';
import type { Caller } from '@/lib/auth/caller-type';
import { listedAdminEmails } from '@/lib/data/accounts';
import { languageOf } from '@/lib/domain/i18n';
import { recordAudit } from '@/lib/data/audit';
import { deleteUnpaidOrdersOf } from '@/lib/data/orders';
import { Cart } from '@/models/Cart';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { findPage, type Page } from '@/lib/domain/pagination';
import { countAttempt } from '@/lib/http/rate-limit';
import { emailField } from '@/lib/validation/common';
import { accountLanguageSchema, profileSchema, tokenRequestSchema } from '@/lib/validation/users';
import { User, type UserFields } from '@/models/User';
import { refusals } from '@/lib/texts';
import type { Profile, UserSummary } from '@/lib/data/user-types';

/** An account as the admin's user list shows it, and the profile form's data: lib/data/user-types.ts. */
export type { Profile, UserSummary };

function toUserSummary(user: UserFields & { _id: { toString(): string } }): UserSummary {
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role };
}

function toProfile(user: UserFields & { _id: { toString(): string } }): Profile {
  return { ...toUserSummary(user), number: user.number ?? null, address: user.address ?? null, language: languageOf(user) };
}

/** An e-mail from a path, as stored; one that cannot be an address names no account (404). */
function accountEmail(raw: string): string {
  const parsed = emailField().safeParse(raw);
  if (!parsed.success) throw new NotFoundError(refusals.noAccount);
  return parsed.data;
}

/**
 * `PUT /api/user/{email}` with `{ email }`: a bearer token for API clients, issued only to the signed-in user
 * for their own e-mail (the old API gave one to anyone for any e-mail), within the token door's limit. The token
 * names the account's id and the caller's session version, so it ends with the session.
 */
export async function issueTokenFor(caller: Caller | null, email: string, input: unknown): Promise<{ token: string }> {
  const who = requireAccess(caller, isSignedIn);
  const body = tokenRequestSchema.parse(input);
  requireAccess(who, (c) => isOwner(c, email) && isOwner(c, body.email));
  await countAttempt('api-token', { account: who.id });
  return { token: await issueApiToken({ userId: who.id, sessionVersion: who.sessionVersion }) };
}

/** A profile: your own, or anyone's for an admin. */
export async function getProfile(caller: Caller | null, email: string): Promise<Profile> {
  requireAccess(caller, ownerOrAdminOf(email));
  await connectToDatabase();
  const user = await User.findOne({ email: accountEmail(email) }).lean();
  if (!user) throw new NotFoundError(refusals.noAccount);
  return toProfile(user);
}

/**
 * Profile update (name, number, address, and the language when given): your own, or anyone's for an admin. The e-mail
 * never changes.
 */
export async function updateProfile(
  caller: Caller | null,
  email: string,
  input: unknown,
): Promise<{ matchedCount: number; modifiedCount: number; user: Profile }> {
  requireAccess(caller, ownerOrAdminOf(email));
  const { name, number, address, language } = profileSchema.parse(input);
  await connectToDatabase();
  const owner = accountEmail(email);
  const result = await User.updateOne(
    { email: owner },
    { $set: { name, number, address, ...(language ? { language } : {}) } },
    { runValidators: true },
  );
  if (result.matchedCount === 0) throw new NotFoundError(refusals.noAccount);
  const user = await User.findOne({ email: owner }).lean();
  if (!user) throw new NotFoundError(refusals.noAccount);
  return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, user: toProfile(user) };
}

/**
 * `PUT /api/account/language`: the language your account reads, "en" or "bn" (anything else is refused, 400); the
 * mails written to it from then on are in it. Your own account only: nobody sets another's.
 */
export async function setAccountLanguage(caller: Caller | null, language: unknown): Promise<void> {
  const who = requireAccess(caller, isSignedIn);
  const parsed = accountLanguageSchema.parse({ language });
  await connectToDatabase();
  const { matchedCount } = await User.updateOne({ _id: who.id }, { $set: { language: parsed.language } }, { runValidators: true });
  if (matchedCount === 0) throw new NotFoundError(refusals.noAccount);
}

/** `GET /api/admin/{email}`: whether that account is an admin; ask about yourself, or (admins) anyone. */
export async function getAdminFlag(caller: Caller | null, email: string): Promise<{ admin: boolean }> {
  const who = requireAccess(caller, ownerOrAdminOf(email));
  if (isOwner(who, email)) return { admin: isAdmin(who) };
  await connectToDatabase();
  const user = await User.findOne({ email: accountEmail(email) }).lean();
  return { admin: user?.role === 'admin' };
}

/**
 * The orders of the user list. The API's is oldest first, as the old API's was; All Users shows the newest
 * first, so the accounts an admin most often acts on (just registered) are on page 1. The index on createdAt and
 * _id serves both (models/User.ts).
 */
const USER_ORDER = { createdAt: 1, _id: 1 } as const;
const NEWEST_USERS_FIRST = { createdAt: -1, _id: -1 } as const;

/** Admins list every account, oldest first (`GET /api/user` without `limit`/`page`: the old API's whole list). */
export async function listUsers(caller: Caller | null): Promise<UserSummary[]> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  const users = await User.find().sort(USER_ORDER).lean();
  return users.map(toUserSummary);
}

/** Rows per page of All Users. */
export const USERS_PAGE_SIZE = 20;

/** Admins: one page of every account, oldest first (`GET /api/user?limit=&page=`) or newest first (All Users). */
export async function listUsersPage(
  caller: Caller | null,
  { page, pageSize = USERS_PAGE_SIZE, newestFirst = false }: { page: number; pageSize?: number; newestFirst?: boolean },
): Promise<Page<UserSummary>> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  return findPage(User, {}, newestFirst ? NEWEST_USERS_FIRST : USER_ORDER, { page, pageSize }, (user) =>
    toUserSummary(user as UserFields & { _id: { toString(): string } }),
  );
}

/** Admins make another account an admin; modifiedCount is 0 when it already was one. */
export async function makeAdmin(caller: Caller | null, email: string): Promise<{ modifiedCount: number }> {
  const admin = requireAccess(caller, isAdmin);
  await connectToDatabase();
  const target = accountEmail(email);
  // Matching only non-admins keeps modifiedCount honest (the updatedAt timestamp would change it anyway).
  const result = await User.updateOne({ email: target, role: { $ne: 'admin' } }, { $set: { role: 'admin' } });
  if (result.matchedCount === 0 && !(await User.exists({ email: target }))) throw new NotFoundError(refusals.noAccount);
  if (result.modifiedCount > 0) {
    await recordAudit(admin, { action: 'user.promoted', target: { id: target, label: target }, before: { role: 'customer' }, after: { role: 'admin' } });
  }
  return { modifiedCount: result.modifiedCount };
}

/**
 * Admins take the admin role from another account: never their own, never the last admin, never one that
 * ADMIN_EMAILS would make admin again at its next sign-in (409). Every session and API token of the demoted
 * account ends, so it cannot go on acting as an admin anywhere. modifiedCount is 0 when it was no admin.
 */
export async function removeAdmin(caller: Caller | null, email: string): Promise<{ modifiedCount: number }> {
  const admin = requireAccess(caller, isAdmin);
  await connectToDatabase();
  const target = accountEmail(email);
  const user = await User.findOne({ email: target }).lean();
  if (!user) throw new NotFoundError(refusals.noAccount);
  if (user._id.toString() === admin.id) throw new ConflictError(refusals.demoteYourself);
  if (user.role !== 'admin') return { modifiedCount: 0 };
  if (listedAdminEmails().has(target)) {
    throw new ConflictError(refusals.demoteListedAdmin);
  }
  if ((await User.countDocuments({ role: 'admin' })) <= 1) throw new ConflictError(refusals.demoteLastAdmin);
  const { modifiedCount } = await User.updateOne(
    { _id: user._id, role: 'admin' },
    { $set: { role: 'customer' }, $inc: { sessionVersion: 1 } },
  );
  // No transactions: if two admins demoted each other at once, the later demotion is undone.
  if (modifiedCount === 1 && (await User.countDocuments({ role: 'admin' })) === 0) {
    await User.updateOne({ _id: user._id }, { $set: { role: 'admin' } });
    throw new ConflictError(refusals.demoteLastAdmin);
  }
  if (modifiedCount === 1) {
    await recordAudit(admin, { action: 'user.demoted', target: { id: target, label: target }, before: { role: 'admin' }, after: { role: 'customer' } });
  }
  return { modifiedCount };
}

/**
 * Admins remove an account: never their own, never the last admin (409). Its paid orders stay on record; its unpaid
 * ones are deleted first, as its owner could have done, so that the stock they hold goes back on sale (nobody could
 * pay for them or delete them once the account is gone).
 */
export async function removeUser(caller: Caller | null, email: string): Promise<{ deletedCount: number }> {
  const admin = requireAccess(caller, isAdmin);
  await connectToDatabase();
  const target = accountEmail(email);
  if (target === admin.email) throw new ConflictError(refusals.removeYourself);
  const user = await User.findOne({ email: target }).select('+passwordHash').lean();
  if (!user) throw new NotFoundError(refusals.noAccount);
  if (user.role === 'admin' && (await User.countDocuments({ role: 'admin' })) <= 1) {
    throw new ConflictError(refusals.lastAdmin);
  }
  await deleteUnpaidOrdersOf(admin, target);
  const { deletedCount } = await User.deleteOne({ _id: user._id });
  // The account's cart goes with it (a new account on the same e-mail starts with an empty one).
  await Cart.deleteOne({ userId: user._id });
  if (deletedCount === 0) throw new NotFoundError(refusals.noAccount);
  // No transactions: if two admins removed each other at once, the later removal is undone.
  if (user.role === 'admin' && (await User.countDocuments({ role: 'admin' })) === 0) {
    await User.collection.insertOne(user);
    throw new ConflictError(refusals.lastAdmin);
  }
  await recordAudit(admin, {
    action: 'user.removed',
    target: { id: target, label: target },
    before: { name: user.name ?? null, role: user.role },
    after: null,
  });
  return { deletedCount };
}
