/**
 * Keeps every tool's stored rating (ratingCount, ratingSum: docs/decisions/0077-reviews-of-a-tool.md) true to its
 * visible reviews. The data layer updates them on every review added, hidden or restored; this sets them from the
 * reviews themselves, for tools from before they existed or after a write that stopped half-way. Safe to run again:
 * it writes absolute values, and only where they differ.
 */
import type { mongo } from 'mongoose';

type Counted = { count: number; sum: number };

export async function migrateToolRatings(db: mongo.Db): Promise<{ tools: number }> {
  const counted = new Map<string, Counted>();
  const reviews = db
    .collection('reviews')
    .find({ toolId: { $exists: true }, hidden: { $ne: true } }, { projection: { toolId: 1, ratings: 1 } });
  for await (const review of reviews) {
    const rating = Number(review.ratings);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    const key = String(review.toolId);
    const total = counted.get(key) ?? { count: 0, sum: 0 };
    counted.set(key, { count: total.count + 1, sum: total.sum + rating });
  }
  let updated = 0;
  const tools = db.collection('tools').find({}, { projection: { ratingCount: 1, ratingSum: 1 } });
  for await (const tool of tools) {
    const { count, sum } = counted.get(tool._id.toString()) ?? { count: 0, sum: 0 };
    if (tool.ratingCount === count && tool.ratingSum === sum) continue;
    const result = await db.collection('tools').updateOne({ _id: tool._id }, { $set: { ratingCount: count, ratingSum: sum } });
    updated += result.modifiedCount;
  }
  return { tools: updated };
}
