import * as z from 'zod/mini';
import './browser-zod';
import { fieldMessages } from '@/lib/texts';

/**
 * The contact form (spec section 1): one schema for the form (zodResolver) and the server action.
 * Written with zod/mini, the tree-shakable build of zod, because this schema ships to the browser on the home
 * page: the full build alone would add about 40 KB (gzipped) of JavaScript to it.
 */
export const contactMessageSchema = z.object({
  name: z.string(fieldMessages.required('Name')).check(z.trim(), z.minLength(1, fieldMessages.required('Name')), z.maxLength(120, fieldMessages.tooLong('Name', 120))),
  email: z.pipe(
    z.string(fieldMessages.required('Email')).check(z.trim(), z.toLowerCase(), z.minLength(1, fieldMessages.required('Email')), z.maxLength(254, fieldMessages.invalid('Email'))),
    z.email(fieldMessages.invalid('Email')),
  ),
  message: z
    .string(fieldMessages.required('Message'))
    .check(z.trim(), z.minLength(1, fieldMessages.required('Message')), z.maxLength(5000, fieldMessages.tooLong('Message', 5000))),
});

/** What the form holds (before trimming). */
export type ContactMessageFields = z.input<typeof contactMessageSchema>;
/** What the server stores (trimmed, e-mail lower-cased). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
