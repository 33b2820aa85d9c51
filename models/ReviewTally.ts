import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** The one tally's key: the shop as a whole. */
export const SHOP_TALLY = 'shop';

/**
 * The shop's visible reviews counted as they change, so that its average never reads every review: one document,
 * moved with `$inc` wherever a review is added, hidden, restored or removed, and rebuilt from the reviews by
 * scripts/migrations/review-tally.ts (docs/decisions/0061-lists-that-scale.md).
 */
const reviewTallySchema = new Schema(
  {
    /** What is counted ("shop"); unique, so that concurrent first upserts still make one document. */
    key: { type: String, required: true },
    /** How many reviews are visible. */
    count: { type: Number, default: 0 },
    /** Their ratings added up: average = sum / count. */
    sum: { type: Number, default: 0 },
  },
);

reviewTallySchema.index({ key: 1 }, { unique: true });

export type ReviewTallyFields = InferSchemaType<typeof reviewTallySchema>;
export const ReviewTally: Model<ReviewTallyFields> =
  (mongoose.models.ReviewTally as Model<ReviewTallyFields> | undefined) ?? mongoose.model('ReviewTally', reviewTallySchema);
