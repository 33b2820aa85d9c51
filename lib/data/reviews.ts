import 'server-only';
import { connectToDatabase } from '@/lib/db';
import { Review } from '@/models/Review';

/** A review as pages and the API show it. ratings stays the spec's string "1" to "5". */
export type ReviewSummary = { id: string; name: string; email: string; review: string; ratings: string };

/** Everyone may read the reviews, newest first. */
export async function listReviews(): Promise<ReviewSummary[]> {
  await connectToDatabase();
  const reviews = await Review.find().sort({ createdAt: -1, _id: -1 }).lean();
  return reviews.map(({ _id, name, email, review, ratings }) => ({ id: _id.toString(), name, email, review, ratings }));
}

/** The mean rating (one decimal) and how many reviews it is based on; null average when there are none. */
export function averageRating(reviews: Pick<ReviewSummary, 'ratings'>[]): { average: number | null; count: number } {
  if (reviews.length === 0) return { average: null, count: 0 };
  const sum = reviews.reduce((total, review) => total + Number(review.ratings), 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}
