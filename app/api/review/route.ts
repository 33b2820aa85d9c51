import type { NextRequest } from 'next/server';
import { publicListAnswer } from '@/lib/api-lists';
import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { addReview, listReviews, listReviewsPage } from '@/lib/data/reviews';
import { apiRecord, created, readJson } from '@/lib/http';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    /** Everyone: every visible review, newest first (`?limit=&page=`: one page of them). */
    GET: (request: NextRequest) => publicListAnswer(request, { all: listReviews, page: listReviewsPage }),
    /** Signed in: post a review under the account's name and e-mail. */
    POST: async (request: Request) => {
      const review = await addReview(await getCaller(request), await readJson(request));
      return created({ acknowledged: true, insertedId: review.id, review: apiRecord(review) });
    },
  },
  { publicRead: true },
);
