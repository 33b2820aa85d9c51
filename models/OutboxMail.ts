import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A mail waiting to be sent, being sent, sent, or given up on (docs/decisions/0040-outbox.md). It is queued right
 * after the change that causes it, under a key that names that change (`order:{id}:paid:customer`), so doing the
 * change again cannot queue it twice. A worker claims due mails one at a time with a lease, sends them with their
 * stable Message-ID, and marks them sent.
 */
const outboxMailSchema = new Schema(
  {
    /** What caused the mail and for whom; unique, so queueing is idempotent. */
    key: { type: String, required: true, maxlength: 200 },
    to: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    replyTo: { type: String, trim: true, lowercase: true, maxlength: 254 },
    subject: { type: String, required: true, maxlength: 300 },
    text: { type: String, required: true, maxlength: 50_000 },
    html: { type: String, maxlength: 200_000 },
    /** "<hash@domain>", fixed when queued: every attempt sends the same Message-ID. */
    messageId: { type: String, required: true, maxlength: 300 },
    status: { type: String, enum: OUTBOX_STATUSES, default: 'pending', required: true },
    /** Attempts started so far (a claim counts as one). */
    attempts: { type: Number, default: 0, required: true },
    /**
     * When a worker may take it: for "pending", when the next attempt is due; for "sending", when the current
     * worker's lease ends (a worker that died mid-way leaves it due again then).
     */
    dueAt: { type: Date, required: true },
    /** Which claim holds it while "sending": only that worker may mark it sent or failed. */
    claim: { type: String, maxlength: 64 },
    lastError: { type: String, maxlength: 1000 },
    sentAt: { type: Date },
  },
  { timestamps: true },
);

outboxMailSchema.index({ key: 1 }, { unique: true });
// The worker: due mails, oldest due first.
outboxMailSchema.index({ status: 1, dueAt: 1 });
// The admin's outbox page: failed mails, newest first.
outboxMailSchema.index({ status: 1, updatedAt: -1 });
// Housekeeping: sent mails are kept for 30 days (failed and waiting ones have no sentAt and stay).
outboxMailSchema.index({ sentAt: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

export type OutboxMailFields = InferSchemaType<typeof outboxMailSchema>;
export const OutboxMail: Model<OutboxMailFields> =
  (mongoose.models.OutboxMail as Model<OutboxMailFields> | undefined) ?? mongoose.model('OutboxMail', outboxMailSchema);
