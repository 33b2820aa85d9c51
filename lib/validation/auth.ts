import { z } from 'zod';

/** The spec's e-mail pattern (section 5): lowercase letters and digits, @, lowercase letters, a dot, 2 to 3 letters. */
export const SPEC_EMAIL_PATTERN = /^[a-z0-9]+@[a-z]+\.[a-z]{2,3}$/;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is Required').max(254),
  password: z.string().min(1, 'Password is Required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
