'use server';

import { defineAction } from '@/lib/actions/define';
import { addReview } from '@/lib/data/reviews';

/** Add Review: shows at once on the home page and under Reviews. */
export const addReviewAction = defineAction(async (caller, input: unknown) => {
  await addReview(caller, input);
});
