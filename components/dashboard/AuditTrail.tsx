import Link from 'next/link';
import { Pagination } from '@/components/ui/Pagination';
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_KIND_LABELS, type AuditKind } from '@/lib/audit-actions';
import type { AuditSummary } from '@/lib/data/audit';
import { formatDateTime } from '@/lib/dates';
import type { Page } from '@/lib/pagination';
import { formatNumber } from '@/lib/numbers';
import { DataTable } from '@/components/ui/DataTable';

/** The address of one page of the trail, of one kind or all. */
export function auditHref(kind: AuditKind | null, page = 1): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/audit?${text}` : '/dashboard/audit';
}

function shown(value: AuditSummary['changes'][number]['before']): string {
  if (value === null) return '(none)';
  return typeof value === 'string' ? value : String(value);
}

/** Audit Trail (admin): who did what, when, with the changed fields before and after; filtered by kind, a page at a time. */
export function AuditTrail({ entries, kind }: { entries: Page<AuditSummary>; kind: AuditKind | null }) {
  const filters: { kind: AuditKind | null; label: string }[] = [
    { kind: null, label: 'All' },
    ...AUDIT_KINDS.map((each) => ({ kind: each, label: AUDIT_KIND_LABELS[each] })),
  ];
  return (
    <>
      <nav aria-label="Kinds of action" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link
                href={auditHref(filter.kind)}
                className={`btn btn-sm ${filter.kind === kind ? 'btn-primary' : 'btn-outline'}`}
                aria-current={filter.kind === kind ? 'page' : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {entries.total === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <DataTable
          label="Audit trail"
          testId="audit-entries"
          caption={`${formatNumber(entries.total)} ${entries.total === 1 ? 'action' : 'actions'}, newest first (Dhaka time).`}
          columns={['When', 'Who', 'What', 'Record', 'Changes']}
          rows={entries.items}
          row={(entry) => (
            <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
              <td className="whitespace-nowrap" data-label="When">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td data-label="Who">{entry.actor}</td>
              <td data-label="What">{AUDIT_ACTIONS[entry.action].label}</td>
              <td data-label="Record">{entry.target.label}</td>
              <td data-label="Changes">
                {entry.changes.length === 0 ? null : (
                  <ul className="text-sm">
                    {entry.changes.map((change) => (
                      <li key={change.field} data-testid="audit-change">
                        <span className="font-semibold">{change.field}</span>
                        {`: ${shown(change.before)} → ${shown(change.after)}`}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          )}
        />
      )}
      <Pagination page={entries.page} pageCount={entries.pageCount} href={(page) => auditHref(kind, page)} label="Audit trail pages" />
    </>
  );
}
