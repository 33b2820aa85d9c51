import * as z from 'zod/mini';
import { emailField, mobileNumberField, optionalText, requiredText } from './common';
import { LANGUAGES } from '@/lib/domain/i18n';
import { fieldMessages } from '@/lib/texts';

/** `PUT /api/user/{email}` with `{ email }` only: ask for an API token (after sign-in). */
export const tokenRequestSchema = z.object({ email: emailField() });

/** The language an account reads (lib/domain/i18n.ts): "en" or "bn". */
const languageField = () =>
  z.enum(LANGUAGES, {
    error: (issue) => (issue.input === undefined ? fieldMessages.required('Language') : fieldMessages.invalid('Language')),
  });

/** `PUT /api/account/language`: the language the account reads, which its mails are written in. */
export const accountLanguageSchema = z.object({ language: languageField() });

/** The `language` a body sends (`PUT /api/account/language`), for accountLanguageSchema to check; none outside an object. */
export function languageInBody(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { language?: unknown }).language : undefined;
}

/** Profile update. The e-mail is read-only: sent by old clients, checked as text, ignored. `language` is optional. */
export const profileSchema = z.object({
  name: requiredText('Name', 120),
  // The shop's one phone rule (./phone.ts), stored as the 11 digits; the profile keeps its own messages.
  number: mobileNumberField(
    z
      .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required('Number') : fieldMessages.invalid('Number')) })
      .check(z.trim(), z.minLength(1, fieldMessages.required('Number')), z.maxLength(20, 'Number must be at most 20 digits')),
    fieldMessages.invalid('Number'),
  ),
  address: requiredText('Address', 500),
  email: optionalText('Email', 254),
  language: z.optional(languageField()),
});

/** The two bodies `PUT /api/user/{email}` accepts (for the OpenAPI document); isProfileUpdate tells them apart. */
export const userUpdateSchema = z.union([profileSchema, tokenRequestSchema]);

const PROFILE_FIELDS = ['name', 'number', 'address'] as const;

/** A body with any profile field is a profile update (and must then carry all three); otherwise a token request. */
export function isProfileUpdate(body: unknown): boolean {
  return typeof body === 'object' && body !== null && PROFILE_FIELDS.some((field) => field in body);
}
