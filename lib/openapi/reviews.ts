import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { reviewSummarySchema } from '@/lib/data/review-types';
import { reviewSchema } from '@/lib/validation/reviews';
import { acknowledged, apiRecordSchema, id, pagedList, type Calls } from './operations';

/** The reviews' calls. */

const Review = apiRecordSchema(reviewSummarySchema);

export const reviewCalls: Calls = {
  '/api/review': {
    get: pagedList('List reviews, newest first (hidden ones left out)', 'anyone', 'Every visible review, or one page of them', Review),
    post: {
      summary: 'Post a review',
      description:
        'The name and e-mail on the review are the account\'s; `name` and `email` in the body are ignored. ' +
        'At most 20 reviews an hour per account (429).',
      auth: 'signed-in',
      body: reviewSchema,
      refusals: [429],
      answers: { 201: { description: 'Saved', schema: z.object({ acknowledged, insertedId: id, review: Review }) } },
    },
  },
};
