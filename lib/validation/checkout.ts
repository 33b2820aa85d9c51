import * as z from 'zod/mini';
import { DISTRICTS } from '@/lib/domain/districts';
import { checkoutTexts } from '@/lib/texts';
import { mobileNumberField, objectIdField, requiredText } from './common';

/**
 * `POST /api/checkout` and the checkout page: where to deliver. `expected` (sent by the checkout page, optional for
 * API clients): the unit prices and delivery charge the customer was shown; the order is refused (409, naming what
 * changed) if they are no longer so.
 */
export const checkoutSchema = z.object({
  phone: mobileNumberField(requiredText('Phone', 32), checkoutTexts.phoneRule),
  address: requiredText('Address', 500),
  district: z.enum(DISTRICTS, { error: checkoutTexts.districtRule }).check(z.describe('One of the 64 districts of Bangladesh')),
  expected: z.optional(
    z.object({
      prices: z.optional(z.array(z.object({ toolId: objectIdField, unitPrice: z.number() })).check(z.maxLength(50))),
      deliveryCharge: z.optional(z.number()),
    }),
  ),
});

