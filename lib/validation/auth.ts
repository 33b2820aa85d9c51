import { z } from 'zod';
import './browser-zod';
import { fieldMessages } from '@/lib/texts';

/** The spec's e-mail pattern (section 5): lowercase letters and digits, @, lowercase letters, a dot, 2 to 3 letters. */
export const SPEC_EMAIL_PATTERN = /^[a-z0-9]+@[a-z]+\.[a-z]{2,3}$/;

/** Spec section 9: password minimum length. The maximum keeps hashing cheap for absurd inputs. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

const newPassword = z
  .string({ error: fieldMessages.required('Password') })
  .min(1, { error: fieldMessages.required('Password'), abort: true })
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong);

/** Login: both fields required (the browser checks too); the e-mail pattern is not applied, so any account can log in. */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, fieldMessages.required('Email')).max(254),
  password: z.string().min(1, fieldMessages.required('Password')).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Register (spec section 5), word for word; shared by the form and the server action. */
export const registerSchema = z.object({
  name: z.string({ error: fieldMessages.required('Name') }).trim().min(1, fieldMessages.required('Name')).max(120, fieldMessages.nameTooLong),
  email: z
    .string({ error: fieldMessages.required('Email') })
    .trim()
    .min(1, { error: fieldMessages.required('Email'), abort: true })
    .max(254, fieldMessages.invalid('Email'))
    .regex(SPEC_EMAIL_PATTERN, fieldMessages.invalid('Email')),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Forgot password: an e-mail of any account (seeded and Google accounts need not match the signup pattern). */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: fieldMessages.resetEmailMissing })
    .trim()
    .toLowerCase()
    .min(1, { error: fieldMessages.resetEmailMissing, abort: true })
    .max(254, fieldMessages.invalid('Email'))
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, fieldMessages.invalid('Email')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Reset password: the token from the mailed link and the new password, typed twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, fieldMessages.resetLinkInvalid),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: fieldMessages.passwordsDiffer,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
