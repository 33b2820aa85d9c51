import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A pending password reset. Only the SHA-256 hash of the mailed token is stored, so a copy of the database
 * cannot be used to reset anyone's password. Consumed (deleted) on use; at most one per user.
 */
const passwordResetTokenSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

passwordResetTokenSchema.index({ tokenHash: 1 }, { unique: true });
passwordResetTokenSchema.index({ user: 1 });
// Housekeeping only: lookups also check expiresAt, since TTL deletion can lag.
passwordResetTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type PasswordResetTokenFields = InferSchemaType<typeof passwordResetTokenSchema>;
export const PasswordResetToken: Model<PasswordResetTokenFields> =
  (mongoose.models.PasswordResetToken as Model<PasswordResetTokenFields> | undefined) ??
  mongoose.model('PasswordResetToken', passwordResetTokenSchema);
