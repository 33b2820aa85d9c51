import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { recordId } from '@/lib/data/answer-fields';
import { LANGUAGES } from '@/lib/domain/i18n';
import { ROLES } from '@/lib/domain/roles';

/** An account as the admin's user list and the API show it (lib/data/users.ts makes it; lib/openapi/users.ts describes it). */
export const userSummarySchema = z.object({ id: recordId, email: z.string(), name: z.string().nullable(), role: z.enum(ROLES) });
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The profile form's data: the account plus its contact details and the language it reads (its mails' language). */
export const userProfileSchema = userSummarySchema.extend({
  number: z.string().nullable(),
  address: z.string().nullable(),
  language: z.enum(LANGUAGES).describe("The language the account reads, which its mails are written in ('en' for English, 'bn' for Bangla)"),
});
export type Profile = z.infer<typeof userProfileSchema>;
