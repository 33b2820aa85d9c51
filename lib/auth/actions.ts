'use server';

import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthError } from 'next-auth';
import { signIn } from '@/lib/auth';
import { loginPathFrom, safeReturnPath } from '@/lib/auth/return-path';
import { registerAccount, requestPasswordReset, resetPassword } from '@/lib/data/accounts';
import { TooManyRequestsError } from '@/lib/errors';
import { fieldErrors } from '@/lib/http';
import { countActionAttempt, type Door } from '@/lib/rate-limit';
import { configuredSiteUrl } from '@/lib/site';
import { forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@/lib/validation/auth';

/**
 * What a form gets back when the action does not move on: the refused fields (the schema's messages), or an
 * error code (lib/auth/error-codes.ts turns it into a sentence).
 */
export type FormAnswer = { fields?: Record<string, string[]>; code?: string };

/** Counts the attempt at the door, or returns null for the too-many-requests answer. */
async function countOrRefuse(door: Door, account?: string) {
  try {
    return await countActionAttempt(door, account);
  } catch (error) {
    if (error instanceof TooManyRequestsError) return null;
    throw error;
  }
}

/** Register (spec section 5), sign the new account in, and go back where the visitor came from. */
export async function registerAction(input: unknown, from: unknown): Promise<FormAnswer> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  const attempt = await countOrRefuse('register', parsed.data.email);
  if (!attempt) return { code: 'too-many-requests' };
  const result = await registerAccount(parsed.data);
  if (!result.ok) return { code: result.code };
  // Only refused registrations use up the limit.
  await attempt.refund();
  const returnPath = safeReturnPath(from);
  try {
    await signIn('credentials', { email: parsed.data.email, password: parsed.data.password, redirect: false });
  } catch (error) {
    // The account exists; if signing in is refused (the login limit), the visitor logs in by hand later.
    if (error instanceof AuthError) redirect(loginPathFrom(returnPath));
    throw error;
  }
  redirect(returnPath);
}

/**
 * Forgot password: the same answer whether or not the account exists, and the mail leaves after the answer,
 * so that neither the reply nor its timing tells who has an account.
 */
export async function requestPasswordResetAction(input: unknown): Promise<FormAnswer> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  const attempt = await countOrRefuse('forgot-password', parsed.data.email);
  if (!attempt) return { code: 'too-many-requests' };
  const siteUrl = await resetLinkBase();
  after(() =>
    requestPasswordReset(parsed.data.email, siteUrl).catch((error: unknown) => {
      console.error('[auth] could not send a password reset mail', error);
    }),
  );
  return {};
}

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

/** Sets the new password from a mailed link, then sends the user to log in with it. */
export async function resetPasswordAction(input: unknown): Promise<FormAnswer> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  const attempt = await countOrRefuse('reset-password');
  if (!attempt) return { code: 'too-many-requests' };
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  if (!result.ok) return { code: result.code };
  // Only refused links use up the limit.
  await attempt.refund();
  redirect('/login?reset=done');
}

/** Continue with Google: off to Google (or the test server standing in for it), back to `from` afterwards. */
export async function continueWithGoogleAction(formData: FormData): Promise<void> {
  await signIn('google', { redirectTo: safeReturnPath(formData.get('from')) });
}
