import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** The one tally's id: the shop as a whole. */
export const SHOP_TALLY_ID = 'shop';

/**
 * The shop's visible reviews counted as they change, so that its average never reads every review: one document,
 * moved with `$inc` wherever a review is added, hidden, restored or removed, and rebuilt from the reviews by
 * scripts/migrations/review-tally.ts (docs/decisions/0061-lists-that-scale.md).
 */
const reviewTallySchema = new Schema(
  {
    _id: { type: String, required: true },
    /** How many reviews are visible. */
    count: { type: Number, default: 0 },
    /** Their ratings added up: average = sum / count. */
    sum: { type: Number, default: 0 },
  },
);

export type ReviewTallyFields = InferSchemaType<typeof reviewTallySchema>;
export const ReviewTally: Model<ReviewTallyFields> =
  (mongoose.models.ReviewTally as Model<ReviewTallyFields> | undefined) ?? mongoose.model('ReviewTally', reviewTallySchema);
