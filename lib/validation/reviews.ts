import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { fieldMessages } from '@/lib/texts';

/** The spec's ratings: the strings "1" to "5" (the Review model stores the same). */
export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;

/**
 * Post a review. The reviewer's name and e-mail come from the account; old clients still send them, so they
 * are accepted (checked as text) and ignored.
 */
export const reviewSchema = z.object({
  review: requiredText('Review', 2000),
  ratings: z.enum(REVIEW_RATINGS, {
    error: (issue) => (issue.input === undefined ? fieldMessages.required('Ratings') : fieldMessages.ratingsRange),
  }),
  name: optionalText('Name', 120),
  email: optionalText('Email', 254),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
