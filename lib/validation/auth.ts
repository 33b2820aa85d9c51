import * as z from 'zod/mini';
import './browser-zod';
import { fieldMessages } from '@/lib/texts';
import { emailField } from './common';
import { EMAIL_MAX_LENGTH } from './email';

/** The password's minimum length (docs/texts.md). The maximum keeps hashing cheap for absurd inputs. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

const newPassword = z
  .string({ error: fieldMessages.required('Password') })
  .check(
    z.minLength(1, { error: fieldMessages.required('Password'), abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong),
  );

/**
 * Login: both fields required (the browser checks too). The e-mail is normalised as stored but not held to the
 * address rule: whatever is typed either names an account or gets the same refusal as a wrong password.
 */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, fieldMessages.required('Email')), z.maxLength(EMAIL_MAX_LENGTH)),
  password: z.string().check(z.minLength(1, fieldMessages.required('Password')), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginInput = z.output<typeof loginSchema>;

/**
 * Register (messages in lib/texts/en.ts, docs/texts.md); shared by the form and the server action. The e-mail
 * follows the shop's one address rule (docs/identity.md), not the old shop's narrow pattern.
 */
export const registerSchema = z.object({
  name: z
    .string({ error: fieldMessages.required('Name') })
    .check(z.trim(), z.minLength(1, fieldMessages.required('Name')), z.maxLength(120, fieldMessages.nameTooLong)),
  email: emailField(),
  password: newPassword,
});

/** Forgot password: an e-mail address by the one rule. */
export const forgotPasswordSchema = z.object({ email: emailField(fieldMessages.resetEmailMissing) });

/** Reset password: the token from the mailed link and the new password, typed twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, fieldMessages.resetLinkInvalid)),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      message: fieldMessages.passwordsDiffer,
    }),
  );
