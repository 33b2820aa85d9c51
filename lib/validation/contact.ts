import * as z from 'zod/mini';
import './browser-zod';

/**
 * The contact form (spec section 1): one schema for the form (zodResolver) and the server action.
 * Written with zod/mini, the tree-shakable build of zod, because this schema ships to the browser on the home
 * page: the full build alone would add about 40 KB (gzipped) of JavaScript to it.
 */
export const contactMessageSchema = z.object({
  name: z.string('Name is Required').check(z.trim(), z.minLength(1, 'Name is Required'), z.maxLength(120, 'Name must be at most 120 characters')),
  email: z.pipe(
    z.string('Email is Required').check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is Required'), z.maxLength(254, 'Provide a valid Email')),
    z.email('Provide a valid Email'),
  ),
  message: z
    .string('Message is Required')
    .check(z.trim(), z.minLength(1, 'Message is Required'), z.maxLength(5000, 'Message must be at most 5000 characters')),
});

/** What the form holds (before trimming). */
export type ContactMessageFields = z.input<typeof contactMessageSchema>;
/** What the server stores (trimmed, e-mail lower-cased). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
