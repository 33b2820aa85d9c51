'use server';

import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { defineAction, formAction } from '@/lib/actions/define';
import { signIn } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom, safeReturnPath } from '@/lib/auth/return-path';
import { registerAccount, requestPasswordReset, resetPassword } from '@/lib/data/accounts';
import { ConflictError, InvalidInputError, TooManyRequestsError } from '@/lib/domain/errors';
import { languageOf, pathIn, type Language } from '@/lib/domain/i18n';
import { countActionAttempt, type Door } from '@/lib/http/rate-limit';
import { configuredSiteUrl } from '@/lib/domain/site';
import { forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@/lib/validation/auth';
import { log } from '@/lib/infra/log';

/**
 * The sign-in pages' actions. Nobody is signed in yet, so the limits of lib/http/rate-limit.ts are their guard; their
 * refusals are the sign-in sentences (docs/identity.md).
 */

/** Counts the attempt at the door; over the limit, the sign-in pages' own sentence. */
async function countAt(door: Door, account?: string) {
  try {
    return await countActionAttempt(door, account);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(error.retryAfterSeconds, authErrorMessage('too-many-requests'));
  }
}

/** A refusal of the accounts layer, named by its code, as the answer it stands for. */
function refuse(code: string): never {
  if (code === 'email-already-in-use') throw new ConflictError(authErrorMessage(code));
  throw new InvalidInputError(authErrorMessage(code));
}

/**
 * The language of the page a form comes from: its `language` field ("bn" on a Bangla page); English without one, or
 * with anything that is not a language (the field is the page's, never a reason to refuse).
 */
function formLanguage(input: unknown): Language {
  return languageOf(typeof input === 'object' ? (input as { language?: unknown } | null) : null);
}

/** Register, sign the new account in, and go back where the visitor came from. The account reads the page's language. */
export const registerAction = defineAction(async (_caller, input: unknown, from: unknown) => {
  const account = registerSchema.parse(input);
  const attempt = await countAt('register', account.email);
  const creation = await countAt('new-account');
  const result = await registerAccount({ ...account, language: formLanguage(input) });
  if (!result.ok) {
    await creation.refund();
    refuse(result.code);
  }
  // Refused registrations use up the register limit; accounts made, the new-account limit.
  await attempt.refund();
  const returnPath = safeReturnPath(from);
  try {
    await signIn('credentials', { email: account.email, password: account.password, redirect: false });
  } catch (error) {
    // The account exists; if signing in is refused (the login limit), the visitor logs in by hand later.
    if (error instanceof AuthError) redirect(loginPathFrom(returnPath));
    throw error;
  }
  redirect(returnPath);
});

/**
 * Forgot password: the same answer whether or not the account exists, and the mail leaves after the answer,
 * so that neither the reply nor its timing tells who has an account.
 */
export const requestPasswordResetAction = defineAction(async (_caller, input: unknown) => {
  const { email } = forgotPasswordSchema.parse(input);
  await countAt('forgot-password', email);
  const siteUrl = await resetLinkBase();
  after(() =>
    requestPasswordReset(email, siteUrl).catch((error: unknown) => {
      log('error', '[auth] could not send a password reset mail', { error });
    }),
  );
});

/**
 * Where reset links point: the configured site URL (SITE_URL, AUTH_URL, or Vercel's own URL of this deployment).
 * Outside production the request's own origin will do; in production it never does, since a forged Host header
 * would send someone's reset link to another site.
 */
async function resetLinkBase(): Promise<string> {
  const configured = configuredSiteUrl();
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production') throw new Error('Set SITE_URL so that password reset links can be sent.');
  const requestHeaders = await headers();
  const host = requestHeaders.get('host') ?? '127.0.0.1:3000';
  return `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${host}`;
}

/** Sets the new password from a mailed link, then sends the user to log in with it, in the form's language. */
export const resetPasswordAction = defineAction(async (_caller, input: unknown) => {
  const { token, password } = resetPasswordSchema.parse(input);
  const attempt = await countAt('reset-password');
  const result = await resetPassword(token, password);
  if (!result.ok) refuse(result.code);
  // Only refused links use up the limit.
  await attempt.refund();
  redirect(pathIn(formLanguage(input), '/login?reset=done'));
});

/** Continue with Google: off to Google (or the test server standing in for it), back to `from` afterwards. */
export const continueWithGoogleAction = formAction(
  defineAction(async (_caller, formData: FormData) => {
    await signIn('google', { redirectTo: safeReturnPath(formData.get('from')) });
  }),
);
