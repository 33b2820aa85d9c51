import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { recordId } from '@/lib/data/answer-fields';
import { REVIEW_RATINGS } from '@/lib/validation/review-ratings';

/**
 * A review as the public list and the API show it (lib/data/reviews.ts makes it; lib/openapi/reviews.ts describes it).
 * `ratings` stays the old API's string "1" to "5". `email` stays in the old API's answer but masked
 * (`a***@example.com`): the list is public, to any site, and a customer's address is not ours to publish
 * (docs/decisions/0093-reviewers-addresses-stay-private.md).
 */
export const reviewSummarySchema = z.object({
  id: recordId,
  name: z.string(),
  email: z.string().describe("The reviewer's e-mail, masked in lists (`a***@example.com`); in full only to its author"),
  review: z.string(),
  ratings: z.enum(REVIEW_RATINGS),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
