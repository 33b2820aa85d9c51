import 'server-only';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import { AUDIT_ACTIONS, type AuditAction, type AuditKind } from '@/lib/domain/audit-actions';
import type { Caller } from '@/lib/auth/caller-type';
import { connectToDatabase } from '@/lib/infra/db';
import { findPage, type Page } from '@/lib/domain/pagination';
import { AuditEntry, type AuditEntryFields } from '@/models/AuditEntry';
import { log } from '@/lib/infra/log';

/** A field's value as the trail keeps it: plain JSON (dates as ISO text, ids as text). */
type AuditValue = string | number | boolean | null;
type AuditFields = Record<string, AuditValue>;

/** What one admin action changed. `before`/`after` hold only the changed fields (null: added or removed). */
export type AuditRecord = {
  action: AuditAction;
  target: { id: string; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

function plain(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Fields that hold a secret are never recorded, nor printed when recording fails (docs/decisions/0072-nothing-secret-in-logs.md). */
const SECRET_FIELD = /password|token|secret|session/i;

function plainFields(fields: Record<string, unknown> | null | undefined): AuditFields | null {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !SECRET_FIELD.test(key)).map(([key, value]) => [key, plain(value)]));
}

/**
 * The fields among `names` whose values differ between `before` and `after`, each side holding only those;
 * null when nothing changed (an edit that changes nothing is not recorded).
 */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
  names: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changed = names.filter((name) => name in after && plain(after[name]) !== plain(before[name]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((name) => [name, before[name]])),
    after: Object.fromEntries(changed.map((name) => [name, after[name]])),
  };
}

/**
 * Records an admin action in the audit trail. Call it after the change is written (docs/decisions/0053-audit-trail.md):
 * the change stands even if the entry cannot be written, and then the entry is logged loudly in full instead, so
 * that nothing goes unrecorded silently. Never throws.
 */
export async function recordAudit(caller: Caller, record: AuditRecord): Promise<void> {
  const entry = {
    at: new Date(),
    kind: AUDIT_ACTIONS[record.action].kind,
    action: record.action,
    actor: { id: caller.id, email: caller.email },
    target: { id: record.target.id, label: record.target.label.slice(0, 300) },
    before: plainFields(record.before),
    after: plainFields(record.after),
  };
  let failure: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await AuditEntry.create(entry);
      return;
    } catch (error) {
      failure = error;
    }
  }
  // The whole entry, for someone to record by hand; e-mail addresses in it are masked like every log line's.
  log('error', '[audit] ENTRY NOT RECORDED; the change itself was made.', { entry, error: failure });
}

/** One audit entry as the audit page shows it. */
export type AuditSummary = {
  id: string;
  at: string;
  kind: AuditKind;
  action: AuditAction;
  actor: string;
  target: { id: string; label: string };
  changes: { field: string; before: AuditValue; after: AuditValue }[];
};

function toAuditSummary(entry: AuditEntryFields & { _id: unknown }): AuditSummary {
  const before = (entry.before ?? {}) as AuditFields;
  const after = (entry.after ?? {}) as AuditFields;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: String(entry._id),
    at: entry.at.toISOString(),
    kind: entry.kind,
    action: entry.action,
    actor: entry.actor.email,
    target: { id: entry.target.id, label: entry.target.label },
    changes: fields.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null })),
  };
}

export const AUDIT_PAGE_SIZE = 25;

/** Admins read the audit trail, newest first, a page at a time, of every kind or one. */
export async function listAudit(
  caller: Caller | null,
  { page, kind }: { page: number; kind: AuditKind | null },
): Promise<Page<AuditSummary>> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  return findPage(AuditEntry, kind ? { kind } : {}, { at: -1, _id: -1 }, { page, pageSize: AUDIT_PAGE_SIZE }, toAuditSummary);
}
