import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A message sent through the contact form. Stored before it is e-mailed, so that no message is lost when the
 * mail server is down; mailedAt or mailError says how the e-mail went.
 */
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 120 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    message: { type: String, required: true, trim: true, minlength: 1, maxlength: 5000 },
    mailedAt: { type: Date },
    mailError: { type: String, maxlength: 500 },
  },
  { timestamps: true },
);

contactMessageSchema.index({ createdAt: -1 });

export type ContactMessageFields = InferSchemaType<typeof contactMessageSchema>;
export const ContactMessage: Model<ContactMessageFields> =
  (mongoose.models.ContactMessage as Model<ContactMessageFields> | undefined) ??
  mongoose.model('ContactMessage', contactMessageSchema);
