import { z } from 'zod';
import './browser-zod';

/** The spec's e-mail pattern (section 5): lowercase letters and digits, @, lowercase letters, a dot, 2 to 3 letters. */
export const SPEC_EMAIL_PATTERN = /^[a-z0-9]+@[a-z]+\.[a-z]{2,3}$/;

/** Spec section 9: password minimum length. The maximum keeps hashing cheap for absurd inputs. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

const newPassword = z
  .string({ error: 'Password is Required' })
  .min(1, { error: 'Password is Required', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'Must be 6 characters or longer')
  .max(PASSWORD_MAX_LENGTH, 'Must be 200 characters or fewer');

/** Login: both fields required (the browser checks too); the e-mail pattern is not applied, so any account can log in. */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is Required').max(254),
  password: z.string().min(1, 'Password is Required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Register (spec section 5), word for word; shared by the form and the server action. */
export const registerSchema = z.object({
  name: z.string({ error: 'Name is Required' }).trim().min(1, 'Name is Required').max(120, 'Must be 120 characters or fewer'),
  email: z
    .string({ error: 'Email is Required' })
    .trim()
    .min(1, { error: 'Email is Required', abort: true })
    .max(254, 'Provide a valid Email')
    .regex(SPEC_EMAIL_PATTERN, 'Provide a valid Email'),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Forgot password: an e-mail of any account (seeded and Google accounts need not match the signup pattern). */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'please enter your email address' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'please enter your email address', abort: true })
    .max(254, 'Provide a valid Email')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Provide a valid Email'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Reset password: the token from the mailed link and the new password, typed twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This password reset link is not valid.'),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
