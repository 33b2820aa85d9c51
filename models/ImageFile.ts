import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * An uploaded photo: which store holds it under which key, and what it is. Its id is its address (/media/{id}),
 * so a replaced photo gets a new address and every copy of the old one may be cached for ever. A tool uses it by
 * having that address as its `img`. `attached` turns true once the tool that asked for the upload was saved; a
 * file still unattached an hour later is an orphan of a failed save and is removed (docs/decisions/0051-product-photos.md).
 */
const imageFileSchema = new Schema(
  {
    store: { type: String, enum: ['blob', 'disk', 'gridfs'], required: true },
    /** Where the store keeps the file; empty between the record and the upload. */
    key: { type: String, default: '', maxlength: 2048 },
    contentType: { type: String, enum: ['image/jpeg', 'image/png', 'image/webp'], required: true },
    width: { type: Number, required: true, min: 1 },
    height: { type: Number, required: true, min: 1 },
    size: { type: Number, required: true, min: 1 },
    attached: { type: Boolean, default: false, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// The orphan sweep: unattached files, oldest first.
imageFileSchema.index({ attached: 1, createdAt: 1 });

export type ImageFileFields = InferSchemaType<typeof imageFileSchema>;
export const ImageFile: Model<ImageFileFields> =
  (mongoose.models.ImageFile as Model<ImageFileFields> | undefined) ?? mongoose.model('ImageFile', imageFileSchema);
