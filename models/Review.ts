import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** The old API stored ratings as the strings "1" to "5"; we keep that shape for API compatibility. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;

const reviewSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 120 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    review: { type: String, required: true, trim: true, minlength: 1, maxlength: 2000 },
    ratings: { type: String, required: true, enum: RATINGS },
    /** The tool reviewed, for a review written from My Order; absent on reviews of the shop as a whole. */
    toolId: { type: Schema.Types.ObjectId, ref: 'Tool' },
    /** The paid order that let the customer review the tool (docs/decisions/0077-reviews-of-a-tool.md). */
    orderId: { type: Schema.Types.ObjectId, ref: 'Order' },
    /** Hidden by an admin: out of every page, the API and every rating until restored (docs/admin.md). */
    hidden: { type: Boolean, default: false },
    /** The last hide or restore: why, by whom (admin e-mail), when. */
    moderation: {
      type: new Schema(
        {
          reason: { type: String, trim: true, maxlength: 300 },
          by: { type: String, trim: true, lowercase: true, maxlength: 254 },
          at: { type: Date },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { timestamps: true },
);

// The shop-wide lists (/review, the home page): newest first, hidden ones filtered out as they are read.
reviewSchema.index({ createdAt: -1, _id: -1 });
reviewSchema.index({ email: 1, createdAt: -1, _id: -1 });
// A tool's page: its visible reviews, newest first.
reviewSchema.index({ toolId: 1, hidden: 1, createdAt: -1, _id: -1 });
// One review per customer and tool: the data layer writes it with one conditional upsert on these two fields.
reviewSchema.index({ email: 1, toolId: 1 });
// Counting the visible reviews (the pages of /review), and the admins' shown or hidden reviews, newest first.
reviewSchema.index({ hidden: 1, createdAt: -1, _id: -1 });

export type ReviewFields = InferSchemaType<typeof reviewSchema>;
export const Review: Model<ReviewFields> =
  (mongoose.models.Review as Model<ReviewFields> | undefined) ?? mongoose.model('Review', reviewSchema);
