import * as z from 'zod/mini';
import './browser-zod';
import { latinDigits } from '@/lib/domain/numbers';
import { fieldMessages } from '@/lib/texts';
import { isEmailAddress } from './email';
import { isBangladeshiMobile, mobileNumber } from './phone';

/**
 * Building blocks of the payload schemas. Every string from JSON must really be a string (so `{"$gt": ""}` is
 * refused before it can reach a query) and has a length cap (so a 100 kB string is a 400, not a stored document).
 */

/** A required text field: trimmed, not empty, at most `max` characters, with the "X is Required" message. */
export function requiredText(label: string, max: number, requiredMessage = fieldMessages.required(label)) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : fieldMessages.notText(label)) })
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, fieldMessages.tooLong(label, max)));
}

/** An optional text field: absent, or a string of at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.optional(z.string({ error: fieldMessages.notText(label) }).check(z.trim(), z.maxLength(max, fieldMessages.tooLong(label, max))));
}

/**
 * An e-mail address by the shop's one rule (lib/validation/email.ts): trimmed and lower-cased as stored, "Email is
 * Required" when empty, "Provide a valid Email" when it cannot be an address.
 */
export function emailField(requiredMessage = fieldMessages.required('Email')) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : fieldMessages.notText('Email')) })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.refine(isEmailAddress, fieldMessages.invalid('Email')),
    );
}

/**
 * A phone number by the shop's one rule (./phone.ts), read from `text` (the field's own text schema, with its
 * required and length messages); a number that breaks the rule gets `invalid`, the field's own words. It parses to
 * the number as stored: "+880 ১৭১১-০০০১১১" is "01711000111".
 */
export function mobileNumberField(text: z.ZodMiniString<string>, invalid: string) {
  return z
    .pipe(text.check(z.refine(isBangladeshiMobile, invalid)), z.transform(mobileNumber))
    .check(z.describe('A Bangladeshi mobile number: 01XXXXXXXXX, with or without +88, in Latin or Bangla digits; stored as the 11 Latin digits'));
}

/**
 * A whole number sent as a JSON number or as digits in a string (what HTML forms give, and what the old
 * client sent), between min and max; with a minus sign too when min is below zero. Digits in a string may be Latin
 * or Bangla ("১২" is 12; lib/domain/numbers.ts latinDigits).
 */
export function wholeNumber(label: string, { min, max }: { min: number; max: number }, messages?: { required?: string; invalid?: string }) {
  const required = messages?.required ?? fieldMessages.required(label);
  const invalid = messages?.invalid ?? fieldMessages.invalid(label);
  const asNumber = z.number().check(z.int(invalid), z.gte(min, invalid), z.lte(max, invalid));
  const digits = min < 0 ? /^-?\d{1,16}$/ : /^\d{1,15}$/;
  const asDigits = z.pipe(z.pipe(z.string().check(z.trim(), z.overwrite(latinDigits), z.regex(digits, invalid)), z.transform(Number)), asNumber);
  return z.union([asNumber, asDigits], { error: (issue) => (issue.input === undefined ? required : invalid) });
}

/** MongoDB ids as the API shows them: 24 hexadecimal characters. Anything else names nothing (404). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function isObjectIdText(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}

/** An id in a body: a 24-hex string. */
export const objectIdField = z.string({ error: fieldMessages.notAnId }).check(z.regex(OBJECT_ID_PATTERN, fieldMessages.notAnId));
