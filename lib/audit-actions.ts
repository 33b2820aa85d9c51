import { firstValue } from '@/lib/query-params';

/**
 * What the audit trail records: the one list of admin actions, each with the kind of record it changes (the
 * audit page filters by kind) and how people read it (docs/admin.md).
 */
export const AUDIT_KINDS = ['users', 'tools', 'orders', 'reviews', 'settings'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  users: 'Users',
  tools: 'Tools',
  orders: 'Orders',
  reviews: 'Reviews',
  settings: 'Settings',
};

export const AUDIT_ACTIONS = {
  'user.promoted': { kind: 'users', label: 'Made admin' },
  'user.demoted': { kind: 'users', label: 'Removed as admin' },
  'user.removed': { kind: 'users', label: 'Removed user' },
  'tool.added': { kind: 'tools', label: 'Added tool' },
  'tool.edited': { kind: 'tools', label: 'Edited tool' },
  'tool.deleted': { kind: 'tools', label: 'Deleted tool' },
  'order.confirmed': { kind: 'orders', label: 'Confirmed order' },
  'order.moved': { kind: 'orders', label: 'Moved order on' },
  'order.deleted': { kind: 'orders', label: 'Deleted order' },
  'order.cancelled': { kind: 'orders', label: 'Cancelled order' },
  'payment.cash_received': { kind: 'orders', label: 'Recorded cash received' },
  'payment.accepted': { kind: 'orders', label: 'Accepted a held payment' },
  'payment.refund_requested': { kind: 'orders', label: 'Asked the gateway for a refund' },
  'payment.refunded': { kind: 'orders', label: 'Refund made' },
  'review.hidden': { kind: 'reviews', label: 'Hid review' },
  'review.restored': { kind: 'reviews', label: 'Restored review' },
  'delivery.updated': { kind: 'settings', label: 'Changed delivery charges' },
} as const satisfies Record<string, { kind: AuditKind; label: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** A kind from a query string (`?kind=tools`), or null for every kind: anything else counts as every kind. */
export function auditKind(value: unknown): AuditKind | null {
  const first = firstValue(value);
  return (AUDIT_KINDS as readonly unknown[]).includes(first) ? (first as AuditKind) : null;
}
