'use server';

import { defineAction, text } from '@/lib/actions/define';
import { addReview, hideReview, restoreReview, reviewBoughtTool } from '@/lib/data/reviews';

/** Add Review: shows at once on the home page and under Reviews. */
export const addReviewAction = defineAction(async (caller, input: unknown) => {
  await addReview(caller, input);
});

/** My Order: review the tool of a paid order (toolReviewSchema), once per tool; it shows on the tool's page at once. */
export const reviewBoughtToolAction = defineAction(async (caller, input: unknown) => {
  await reviewBoughtTool(caller, input);
});

/** Reviews (admins): hide a review, with a reason, from every page, the API and every rating. */
export const hideReviewAction = defineAction(async (caller, reviewId: unknown, input: unknown) =>
  hideReview(caller, text(reviewId), input),
);

/** Reviews (admins): show a hidden review again, with a reason. */
export const restoreReviewAction = defineAction(async (caller, reviewId: unknown, input: unknown) =>
  restoreReview(caller, text(reviewId), input),
);
