import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { LANGUAGES } from '@/lib/domain/i18n';

/**
 * What the browser learns of the account it is signed in as (GET /api/account; lib/openapi/account.ts describes it):
 * enough for the menu, Buy Now and the language switch (which remembers a choice for the account too).
 */
export const signedInAccountSchema = z.object({
  name: z.string(),
  admin: z.boolean(),
  language: z.enum(LANGUAGES).describe('The language the account reads'),
});
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;
