import { firstValue } from '@/lib/http/query-params';

/**
 * What the audit trail records: the one list of admin actions, each with the kind of record it changes (the
 * audit page filters by kind; docs/admin.md). How people read kinds and actions is the catalogue's
 * (`adminAuditTexts` in lib/texts/en/admin.ts and its Bangla), one name for each in every language.
 */
export const AUDIT_KINDS = ['users', 'tools', 'orders', 'reviews', 'settings'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_ACTIONS = {
  'user.promoted': { kind: 'users' },
  'user.demoted': { kind: 'users' },
  'user.removed': { kind: 'users' },
  'tool.added': { kind: 'tools' },
  'tool.edited': { kind: 'tools' },
  'tool.deleted': { kind: 'tools' },
  'order.confirmed': { kind: 'orders' },
  'order.moved': { kind: 'orders' },
  'order.deleted': { kind: 'orders' },
  'order.cancelled': { kind: 'orders' },
  'payment.cash_received': { kind: 'orders' },
  'payment.accepted': { kind: 'orders' },
  'payment.refund_requested': { kind: 'orders' },
  'payment.refunded': { kind: 'orders' },
  'review.hidden': { kind: 'reviews' },
  'review.restored': { kind: 'reviews' },
  'delivery.updated': { kind: 'settings' },
} as const satisfies Record<string, { kind: AuditKind }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** A kind from a query string (`?kind=tools`), or null for every kind: anything else counts as every kind. */
export function auditKind(value: unknown): AuditKind | null {
  const first = firstValue(value);
  return (AUDIT_KINDS as readonly unknown[]).includes(first) ? (first as AuditKind) : null;
}
