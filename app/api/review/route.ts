import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { addReview, listReviews } from '@/lib/data/reviews';
import { apiRecord, created, readJson } from '@/lib/http';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Everyone: every review, newest first. */
  GET: async () => {
    const reviews = await listReviews();
    return NextResponse.json(reviews.map(apiRecord));
  },
  /** Signed in: post a review under the account's name and e-mail. */
  POST: async (request: Request) => {
    const review = await addReview(await getCaller(request), await readJson(request));
    return created({ acknowledged: true, insertedId: review.id, review: apiRecord(review) });
  },
});
