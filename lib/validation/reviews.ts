import * as z from 'zod/mini';
import { objectIdField, optionalText, requiredText } from './common';
import { fieldMessages } from '@/lib/texts';
import { REVIEW_RATINGS } from './review-ratings';
import { firstValue } from '@/lib/http/query-params';

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

/**
 * Review a tool you bought, from My Order: the paid order it came with, a rating and the text. The form and the
 * server action (lib/actions/reviews.ts) both check it with this schema.
 */
export const toolReviewSchema = z.object({
  orderId: objectIdField,
  /** Which of the order's tools (an order of several lines); the order's only one when absent. */
  toolId: z.optional(objectIdField),
  review: reviewSchema.shape.review,
  ratings: reviewSchema.shape.ratings,
});

/** An admin hides or restores a review, saying why (kept on the review and in the audit trail). */
export const reviewModerationSchema = z.object({
  reason: requiredText('Reason', 300),
});

/** Which reviews the admins' Reviews page lists. */
export const MODERATION_FILTERS = ['all', 'visible', 'hidden'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

/** A filter from a query string (`?show=hidden`); anything else lists every review. */
export function moderationFilter(value: unknown): ModerationFilter {
  const first = firstValue(value);
  return (MODERATION_FILTERS as readonly unknown[]).includes(first) ? (first as ModerationFilter) : 'all';
}
