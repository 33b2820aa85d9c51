import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** A product of the manufacturer. The shop calls its products "tools"; prices are whole BDT. */
const toolSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, minlength: 1, maxlength: 120 },
    desc: { type: String, required: true, trim: true, minlength: 1, maxlength: 2000 },
    /** The name and description in Bangla, when an admin gave them; Bangla pages show the English ones otherwise. */
    nameBn: { type: String, trim: true, maxlength: 120 },
    descBn: { type: String, trim: true, maxlength: 2000 },
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
    /**
     * Units taken off `stock` by checkouts still being placed, one entry per order (lib/data/stock.ts): the same
     * update takes the units and records the hold, and the same update gives them back and removes it, so a checkout
     * stopped between two lines is undone exactly once. Empty between checkouts.
     */
    holds: {
      type: [
        new Schema(
          {
            orderId: { type: Schema.Types.ObjectId, required: true },
            quantity: { type: Number, required: true, min: 1 },
            at: { type: Date, required: true },
          },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    /** Image URL: a path under /public, an uploaded photo (/media/{id}) or an absolute https URL. */
    img: { type: String, required: true, trim: true, maxlength: 2048 },
    /** Specifications an admin may set (lib/validation/tools.ts TOOL_SPECIFICATIONS); shown on the tool's page when set. */
    size: { type: String, trim: true, maxlength: 120 },
    material: { type: String, trim: true, maxlength: 120 },
    pack: { type: String, trim: true, maxlength: 120 },
    warranty: { type: String, trim: true, maxlength: 120 },
    /**
     * The tool's visible reviews, kept on write (a review added, hidden or restored) so that its page and JSON-LD
     * never read every review: average = ratingSum / ratingCount (docs/decisions/0077-reviews-of-a-tool.md).
     */
    ratingCount: { type: Number, default: 0, min: 0 },
    ratingSum: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true },
);

// The catalogue's lists (/tools, the home page, Manage Tools): newest first, a page at a time.
toolSchema.index({ createdAt: -1, _id: -1 });
// Searching the catalogue by name, English or Bangla (an escaped, case-insensitive match of either:
// docs/decisions/0061-lists-that-scale.md): each side of the $or counts its matches on its own index. Few tools have
// a Bangla name, so its index is sparse (a regular expression never matches a missing name, so it may be used).
toolSchema.index({ name: 1 });
toolSchema.index({ nameBn: 1 }, { sparse: true });
// The overview's low stock: tools whose stock is below the largest minimum order (then stock < minimum).
toolSchema.index({ stock: 1, _id: 1 });
toolSchema.index({ minimum: -1 });
// Whether an uploaded photo is still some tool's image (replacing or deleting a tool frees it).
toolSchema.index({ img: 1 });
// A checkout's own holds, dropped once its order is saved, and the schedule's look for holds a stopped checkout left
// (lib/data/stock.ts): both read only the few tools that hold something, never the whole catalogue.
toolSchema.index({ 'holds.orderId': 1 }, { sparse: true });
toolSchema.index({ 'holds.at': 1 }, { sparse: true });
// Related tools on a tool's page (its neighbours by price), and the catalogue sorted by price either way.
toolSchema.index({ price: 1, _id: 1 });

export type ToolFields = InferSchemaType<typeof toolSchema>;
export const Tool: Model<ToolFields> =
  (mongoose.models.Tool as Model<ToolFields> | undefined) ?? mongoose.model('Tool', toolSchema);
