import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * One counter of attempts at a door (lib/http/rate-limit.ts) for one key (an address, an account, or both), shared by
 * every server instance. The key is a SHA-256 hash, so the collection holds no addresses or e-mails.
 */
const rateLimitSchema = new Schema({
  key: { type: String, required: true },
  count: { type: Number, required: true },
  /** When this window ends; an ended window counts as empty whether or not the TTL monitor has removed it yet. */
  resetAt: { type: Date, required: true },
});

rateLimitSchema.index({ key: 1 }, { unique: true });
// Housekeeping only: MongoDB removes ended windows within about a minute.
rateLimitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitFields = InferSchemaType<typeof rateLimitSchema>;
export const RateLimit: Model<RateLimitFields> =
  (mongoose.models.RateLimit as Model<RateLimitFields> | undefined) ?? mongoose.model('RateLimit', rateLimitSchema);
