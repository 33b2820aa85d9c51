import * as z from 'zod/mini';
import './browser-zod';
import { fieldMessages } from '@/lib/texts';
import { isEmailAddress } from './email';

/**
 * The contact form: one schema for the form's check in the browser and the server action. Written with zod/mini,
 * like every payload schema (docs/decisions/0080-light-form-pages.md); loaded when a visitor turns to the form
 * (components/shop/ContactForm.tsx).
 */
export const contactMessageSchema = z.object({
  name: z.string(fieldMessages.required('Name')).check(z.trim(), z.minLength(1, fieldMessages.required('Name')), z.maxLength(120, fieldMessages.tooLong('Name', 120))),
  // The shop's one e-mail rule (lib/validation/email.ts), as common.ts emailField applies it to every other payload.
  email: z
    .string(fieldMessages.required('Email'))
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: fieldMessages.required('Email'), abort: true }),
      z.refine(isEmailAddress, fieldMessages.invalid('Email')),
    ),
  message: z
    .string(fieldMessages.required('Message'))
    .check(z.trim(), z.minLength(1, fieldMessages.required('Message')), z.maxLength(5000, fieldMessages.tooLong('Message', 5000))),
});

/** What the form holds (before trimming). */
/** What the server stores (trimmed, e-mail lower-cased). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
