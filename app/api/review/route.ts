import type { NextRequest } from 'next/server';
import { addAnswer, publicListAnswer } from '@/lib/http/api-lists';
import { apiRoute } from '@/lib/http/api-route';
import { addReview, listReviews, listReviewsPage } from '@/lib/data/reviews';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    /** Everyone: every visible review, newest first (`?limit=&page=`: one page of them). */
    GET: (request: NextRequest) => publicListAnswer(request, { all: listReviews, page: listReviewsPage }),
    /** Signed in: post a review under the account's name and e-mail. */
    POST: addAnswer('review', addReview),
  },
  { publicRead: true },
);
