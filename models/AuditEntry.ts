import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { AUDIT_ACTION_NAMES, AUDIT_KINDS } from '@/lib/domain/audit-actions';

const actorSchema = new Schema(
  {
    id: { type: String, required: true, maxlength: 64 },
    email: { type: String, required: true, maxlength: 254 },
  },
  { _id: false },
);

const targetSchema = new Schema(
  {
    id: { type: String, required: true, maxlength: 254 },
    label: { type: String, required: true, maxlength: 300 },
  },
  { _id: false },
);

/**
 * One admin action, as the audit trail keeps it (docs/admin.md): who did what to which record, when, and the
 * changed fields before and after. Written by the data layer after the change itself; never edited.
 */
const auditEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    kind: { type: String, enum: AUDIT_KINDS, required: true },
    action: { type: String, enum: AUDIT_ACTION_NAMES, required: true },
    /** Who: the account that acted (its id and its e-mail at the time). */
    actor: { type: actorSchema, required: true },
    /** Which record: its id (a tool's or order's id, a user's e-mail) and a name people recognise. */
    target: { type: targetSchema, required: true },
    /** The changed fields as they were, and as they became (null when the record was added or removed). */
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { minimize: false },
);

// The audit page: newest first, all kinds or one kind.
auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ kind: 1, at: -1, _id: -1 });
// A record's history (a tool, an order, an account).
auditEntrySchema.index({ 'target.id': 1, at: -1 });

export type AuditEntryFields = InferSchemaType<typeof auditEntrySchema>;
export const AuditEntry: Model<AuditEntryFields> =
  (mongoose.models.AuditEntry as Model<AuditEntryFields> | undefined) ?? mongoose.model('AuditEntry', auditEntrySchema);
