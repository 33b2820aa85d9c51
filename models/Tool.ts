import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** A product of the manufacturer. The spec calls products "tools"; prices are whole BDT. */
const toolSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, minlength: 1, maxlength: 120 },
    desc: { type: String, required: true, trim: true, minlength: 1, maxlength: 2000 },
    price: { type: Number, required: true, min: 0, max: 10_000_000 },
    /** Minimum order quantity. */
    minimum: {
      type: Number,
      required: true,
      min: 1,
      validate: { validator: Number.isInteger, message: 'minimum must be a whole number' },
    },
    /** Units available; placing an order reserves them, so this never goes below zero. */
    stock: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isInteger, message: 'stock must be a whole number' },
    },
    /** Image URL: a path under /public, an uploaded photo (/media/{id}) or an absolute https URL. */
    img: { type: String, required: true, trim: true, maxlength: 2048 },
  },
  { timestamps: true },
);

toolSchema.index({ createdAt: -1 });
// The overview's low stock: tools whose stock is below the largest minimum order (then stock < minimum).
toolSchema.index({ stock: 1, _id: 1 });
toolSchema.index({ minimum: -1 });
// Whether an uploaded photo is still some tool's image (replacing or deleting a tool frees it).
toolSchema.index({ img: 1 });

export type ToolFields = InferSchemaType<typeof toolSchema>;
export const Tool: Model<ToolFields> =
  (mongoose.models.Tool as Model<ToolFields> | undefined) ?? mongoose.model('Tool', toolSchema);
