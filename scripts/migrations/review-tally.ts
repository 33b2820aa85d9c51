/**
 * Sets the shop's review tally (models/ReviewTally.ts: how many reviews are visible and their ratings added up)
 * from the reviews themselves: for a database from before the tally, or after a write that stopped half-way or a
 * review removed straight from the database. The data layer keeps it with `$inc` on every review added, hidden or
 * restored (docs/decisions/0061-lists-that-scale.md). Safe to run again: it writes absolute values, and only when
 * they differ.
 */
import type { mongo } from 'mongoose';

export async function migrateReviewTally(db: mongo.Db): Promise<{ count: number; sum: number; changed: boolean }> {
  let count = 0;
  let sum = 0;
  const reviews = db.collection('reviews').find({ hidden: { $ne: true } }, { projection: { ratings: 1 } });
  for await (const review of reviews) {
    const rating = Number(review.ratings);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    count += 1;
    sum += rating;
  }
  const tallies = db.collection<{ key: string; count?: number; sum?: number }>('reviewtallies');
  const before = await tallies.findOne({ key: 'shop' });
  if (before?.count === count && before.sum === sum) return { count, sum, changed: false };
  await tallies.updateOne({ key: 'shop' }, { $set: { count, sum } }, { upsert: true });
  return { count, sum, changed: true };
}
