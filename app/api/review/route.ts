import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { addReview, listReviews } from '@/lib/data/reviews';
import { apiRecord, created, readJson, withErrorAnswers } from '@/lib/http';

/** Everyone: every review, newest first. */
export const GET = withErrorAnswers(async () => {
  const reviews = await listReviews();
  return NextResponse.json(reviews.map(apiRecord));
});

/** Signed in: post a review under the account's name and e-mail. */
export const POST = withErrorAnswers(async (request: Request) => {
  const review = await addReview(await getCaller(request), await readJson(request));
  return created({ acknowledged: true, insertedId: review.id, review: apiRecord(review) });
});
