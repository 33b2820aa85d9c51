import { latinDigits } from '@/lib/domain/numbers';

/**
 * The shop's one phone rule (docs/orders.md, "Phone numbers"), used by every schema that takes a phone number: Buy
 * Now, the checkout, quotes and the profile, each with its own message. A Bangladeshi mobile number: 11 digits
 * starting 01 and an operator's digit (3 to 9), with or without the country code (+88 / 88, so +880 1711... too),
 * spaces and dashes allowed between digits, in Latin or Bangla digits. Plain functions without zod, as the e-mail
 * rule (./email.ts), so that any page can use them.
 */
const BANGLADESHI_MOBILE = /^01[3-9]\d{8}$/;

/**
 * The number as the shop stores it: Latin digits only, without spaces, dashes or the country code
 * ("+880 ১৭১১-০০০১১১" is "01711000111"). Meant for numbers that keep the rule (isBangladeshiMobile).
 */
export function mobileNumber(typed: string): string {
  const digits = latinDigits(typed).replace(/[\s-]/g, '');
  return digits.replace(/^\+?88(?=01)/, '');
}

/** Whether what was typed is a Bangladeshi mobile number by the shop's rule. */
export function isBangladeshiMobile(typed: string): boolean {
  return BANGLADESHI_MOBILE.test(mobileNumber(typed));
}
