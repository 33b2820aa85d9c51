import * as z from 'zod/mini';
import { DISTRICTS } from '@/lib/districts';
import { checkoutTexts } from '@/lib/texts';
import { objectIdField, requiredText } from './common';

/**
 * A Bangladeshi mobile number: 11 digits starting 01 and an operator's digit (3 to 9), with or without the country
 * code (+88 / 88); spaces and dashes are allowed between digits.
 */
export const BANGLADESHI_MOBILE = /^(?:\+?88)?01[3-9]\d{8}$/;

/** The number as the shop stores it: digits only, without the country code (01711000111). */
export function mobileNumber(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return digits.replace(/^\+?88(?=01)/, '');
}

/**
 * `POST /api/checkout` and the checkout page: where to deliver. `expected` (sent by the checkout page, optional for
 * API clients): the unit prices and delivery charge the customer was shown; the order is refused (409, naming what
 * changed) if they are no longer so.
 */
export const checkoutSchema = z.object({
  phone: requiredText('Phone', 32)
    .check(z.refine((value) => BANGLADESHI_MOBILE.test(value.replace(/[\s-]/g, '')), checkoutTexts.phoneRule))
    .check(z.describe('A Bangladeshi mobile number: 01XXXXXXXXX, with or without +88')),
  address: requiredText('Address', 500),
  district: z.enum(DISTRICTS, { error: checkoutTexts.districtRule }).check(z.describe('One of the 64 districts of Bangladesh')),
  expected: z.optional(
    z.object({
      prices: z.optional(z.array(z.object({ toolId: objectIdField, unitPrice: z.number() })).check(z.maxLength(50))),
      deliveryCharge: z.optional(z.number()),
    }),
  ),
});

