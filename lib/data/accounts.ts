import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword, verifyWithoutPassword } from '@/lib/auth/password';
import { connectToDatabase } from '@/lib/infra/db';
import { languageOf, pathIn, type Language } from '@/lib/domain/i18n';
import { isObjectIdText } from '@/lib/validation/common';
import { normalizeEmail } from '@/lib/validation/email';
import { sendMail } from '@/lib/infra/mail';
import { mailTexts } from '@/lib/texts/mails';
import { PasswordResetToken } from '@/models/PasswordResetToken';
import { User, type Role } from '@/models/User';

/**
 * Accounts: registering, checking passwords, Google sign-in and password resets. Nobody is signed in yet when
 * these run, so there is no caller to check; the rate limits in front of them (lib/http/rate-limit.ts) are the guard.
 */
export type AccountIdentity = { id: string; email: string; name: string | null; role: Role; sessionVersion: number };

/** An expected refusal, named by its code; lib/auth/error-codes.ts has the sentence. */
export type Refusal = { ok: false; code: string };

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

type StoredUser = { _id: { toString(): string }; email: string; name?: string | null; role: Role; sessionVersion?: number };

function toIdentity(user: StoredUser): AccountIdentity {
  return {
    id: user._id.toString(),
    email: user.email,
    name: user.name ?? null,
    role: user.role,
    sessionVersion: user.sessionVersion ?? 0,
  };
}

/** ADMIN_EMAILS: comma-separated e-mails that are made admin when they register or sign in (never demoted). */
export function listedAdminEmails(): Set<string> {
  return new Set(
    (process.env.ADMIN_EMAILS ?? '')
      .split(',')
      .map(normalizeEmail)
      .filter(Boolean),
  );
}

/** Promotes the account when ADMIN_EMAILS lists it; returns the role it has now. */
async function applyAdminList(user: StoredUser): Promise<Role> {
  if (user.role === 'admin' || !listedAdminEmails().has(user.email)) return user.role;
  await User.updateOne({ _id: user._id }, { $set: { role: 'admin' } });
  return 'admin';
}

/**
 * The language of the account an e-mail names, for the mails written to it (lib/data/order-mail-queue.ts,
 * lib/data/quotes.ts): English for an e-mail without an account. Mails only: nothing of the account is shown to anyone.
 */
export async function mailLanguageOf(email: string): Promise<Language> {
  await connectToDatabase();
  return languageOf(await User.findOne({ email: normalizeEmail(email) }, { language: 1 }).lean());
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/**
 * The account for an e-mail and password, or null; the same null, after the same work (one argon2 check), whether
 * the e-mail or the password is wrong.
 */
export async function checkPassword(email: string, password: string): Promise<AccountIdentity | null> {
  await connectToDatabase();
  const user = await User.findOne({ email: normalizeEmail(email) }).select('+passwordHash').lean();
  if (!user?.passwordHash) {
    await verifyWithoutPassword(password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { ...toIdentity(user), role: await applyAdminList(user) };
}

/**
 * A new customer account with a password (admin when ADMIN_EMAILS lists it); refused when the e-mail is taken. It
 * reads `language` (the language of the page it registered on; English when missing or not a language).
 */
export async function registerAccount(input: {
  name: string;
  email: string;
  password: string;
  language?: unknown;
}): Promise<{ ok: true; account: AccountIdentity } | Refusal> {
  await connectToDatabase();
  const email = normalizeEmail(input.email);
  if (await User.exists({ email })) return { ok: false, code: 'email-already-in-use' };
  try {
    const user = await User.create({
      name: input.name,
      email,
      passwordHash: await hashPassword(input.password),
      role: listedAdminEmails().has(email) ? 'admin' : 'customer',
      language: languageOf(input),
    });
    return { ok: true, account: toIdentity(user) };
  } catch (error) {
    // Two registrations raced for the same e-mail: the unique index let one through.
    if (isDuplicateKey(error)) return { ok: false, code: 'email-already-in-use' };
    throw error;
  }
}

export type GoogleProfile = { sub: string; email: string; emailVerified: boolean; name?: string | null };

/**
 * The account a Google sign-in stands for. A new e-mail gets a new customer account. An e-mail that already has a
 * password account is not linked silently (whoever controls the Google account would take over the password
 * account): the person is asked to log in with their password instead.
 */
export async function signInWithGoogle(profile: GoogleProfile): Promise<{ ok: true; account: AccountIdentity } | Refusal> {
  if (!profile.emailVerified || !profile.email) return { ok: false, code: 'email-not-verified' };
  await connectToDatabase();
  const email = normalizeEmail(profile.email);
  for (let tries = 0; tries < 2; tries += 1) {
    const user = await User.findOne({ email }).select('+passwordHash +googleId').lean();
    if (!user) {
      try {
        const created = await User.create({
          email,
          name: profile.name?.trim() || email.split('@')[0],
          googleId: profile.sub,
          role: listedAdminEmails().has(email) ? 'admin' : 'customer',
        });
        return { ok: true, account: toIdentity(created) };
      } catch (error) {
        // Created meanwhile by a parallel sign-in or registration: decide again on what is stored now.
        if (isDuplicateKey(error)) continue;
        throw error;
      }
    }
    if (user.googleId === profile.sub) return { ok: true, account: { ...toIdentity(user), role: await applyAdminList(user) } };
    if (user.googleId || user.passwordHash) return { ok: false, code: 'account-exists-with-different-credential' };
    // An account with neither a password nor a Google link (made by an admin tool, say): Google proves the e-mail.
    const linked = await User.updateOne({ _id: user._id, googleId: { $exists: false } }, { $set: { googleId: profile.sub } });
    if (linked.modifiedCount === 1) return { ok: true, account: { ...toIdentity(user), role: await applyAdminList(user) } };
  }
  return { ok: false, code: 'account-exists-with-different-credential' };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mails a single-use reset link, valid for an hour, when the account exists; does nothing otherwise (callers
 * answer the same either way). A new request replaces any older link. The mail is in the account's language, and its
 * link opens the reset page in that language (`/bn/reset-password` for Bangla).
 */
export async function requestPasswordReset(email: string, siteUrl: string): Promise<void> {
  await connectToDatabase();
  const user = await User.findOne({ email: normalizeEmail(email) }).lean();
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await PasswordResetToken.deleteMany({ user: user._id });
  await PasswordResetToken.create({
    user: user._id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
  });
  const language = languageOf(user);
  const link = new URL(`${pathIn(language, '/reset-password')}?${new URLSearchParams({ token })}`, siteUrl).toString();
  const texts = mailTexts[language].passwordReset;
  await sendMail({ to: user.email, subject: texts.subject, text: texts.text(user.name ?? null, link) });
}

/** Whether a reset link can still be used, so the page can say so before the form is filled in. */
export async function describeResetToken(token: string): Promise<'usable' | 'expired-action-code' | 'invalid-action-code'> {
  await connectToDatabase();
  const stored = await PasswordResetToken.findOne({ tokenHash: hashToken(token) }).lean();
  if (!stored) return 'invalid-action-code';
  return stored.expiresAt.getTime() > Date.now() ? 'usable' : 'expired-action-code';
}

/** Sets a new password with a reset token, using the token up (atomically: a link works once). */
export async function resetPassword(token: string, password: string): Promise<{ ok: true; email: string } | Refusal> {
  await connectToDatabase();
  const passwordHash = await hashPassword(password);
  const tokenHash = hashToken(token);
  const consumed = await PasswordResetToken.findOneAndDelete({ tokenHash, expiresAt: { $gt: new Date() } }).lean();
  if (!consumed) {
    const expired = await PasswordResetToken.findOneAndDelete({ tokenHash }).lean();
    return { ok: false, code: expired ? 'expired-action-code' : 'invalid-action-code' };
  }
  // A new password ends every session and API token of the account (whoever knew the old one is out).
  const user = await User.findOneAndUpdate(
    { _id: consumed.user },
    { $set: { passwordHash }, $inc: { sessionVersion: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!user) return { ok: false, code: 'invalid-action-code' };
  return { ok: true, email: user.email };
}

/**
 * Sign Out: ends every session and API token of the account, so that a copied cookie stops working too. Only a
 * session that is still current may do it (a stale copy cannot sign the owner out again and again).
 */
export async function endSessions(userId: string, sessionVersion: number): Promise<void> {
  if (!isObjectIdText(userId)) return;
  await connectToDatabase();
  // Accounts stored before session versions existed have none, which counts as 0.
  const current = sessionVersion === 0 ? { $in: [0, null] } : sessionVersion;
  await User.updateOne({ _id: userId, sessionVersion: current }, { $inc: { sessionVersion: 1 } });
}
