import 'server-only';
import { isSignedIn, requireAccess } from '@/lib/access';
import type { Caller } from '@/lib/auth/caller';
import { CACHE_TAGS, cachedRead, expireCached } from '@/lib/data/cache';
import { connectToDatabase } from '@/lib/db';
import { reviewSchema } from '@/lib/validation/reviews';
import { Review, type ReviewFields } from '@/models/Review';

/** A review as pages and the API show it. ratings stays the spec's string "1" to "5". */
export type ReviewSummary = { id: string; name: string; email: string; review: string; ratings: string };

function toSummary({ _id, name, email, review, ratings }: ReviewFields & { _id: { toString(): string } }): ReviewSummary {
  return { id: _id.toString(), name, email, review, ratings };
}

const readReviews = cachedRead(
  async (): Promise<ReviewSummary[]> => {
    await connectToDatabase();
    const reviews = await Review.find().sort({ createdAt: -1, _id: -1 }).lean();
    return reviews.map(toSummary);
  },
  'reviews:list',
  [CACHE_TAGS.reviews],
);

/** Everyone may read the reviews, newest first. */
export async function listReviews(): Promise<ReviewSummary[]> {
  return readReviews();
}

/**
 * A signed-in user posts a review (`input`: the review payload, checked with reviewSchema). The name and
 * e-mail on it are the account's, whatever the body says.
 */
export async function addReview(caller: Caller | null, input: unknown): Promise<ReviewSummary> {
  const reviewer = requireAccess(caller, isSignedIn);
  const { review, ratings } = reviewSchema.parse(input);
  await connectToDatabase();
  const saved = await Review.create({
    name: reviewer.name || reviewer.email.split('@')[0],
    email: reviewer.email,
    review,
    ratings,
  });
  expireCached(CACHE_TAGS.reviews);
  return toSummary(saved.toObject());
}

/** The mean rating (one decimal) and how many reviews it is based on; null average when there are none. */
export function averageRating(reviews: Pick<ReviewSummary, 'ratings'>[]): { average: number | null; count: number } {
  if (reviews.length === 0) return { average: null, count: 0 };
  const sum = reviews.reduce((total, review) => total + Number(review.ratings), 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}
