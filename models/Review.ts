import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** The spec stores ratings as the strings "1" to "5"; we keep that shape for API compatibility. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;

const reviewSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 120 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    review: { type: String, required: true, trim: true, minlength: 1, maxlength: 2000 },
    ratings: { type: String, required: true, enum: RATINGS },
  },
  { timestamps: true },
);

reviewSchema.index({ createdAt: -1 });
reviewSchema.index({ email: 1 });

export type ReviewFields = InferSchemaType<typeof reviewSchema>;
export const Review: Model<ReviewFields> =
  (mongoose.models.Review as Model<ReviewFields> | undefined) ?? mongoose.model('Review', reviewSchema);
