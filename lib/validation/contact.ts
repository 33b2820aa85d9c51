import { z } from 'zod';

/** The contact form (spec section 1): one schema for the form (zodResolver) and the server action. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is Required').max(120, 'Name must be at most 120 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is Required')
    .max(254, 'Provide a valid Email')
    .pipe(z.email('Provide a valid Email')),
  message: z.string().trim().min(1, 'Message is Required').max(5000, 'Message must be at most 5000 characters'),
});

/** What the form holds (before trimming). */
export type ContactMessageFields = z.input<typeof contactMessageSchema>;
/** What the server stores (trimmed, e-mail lower-cased). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
