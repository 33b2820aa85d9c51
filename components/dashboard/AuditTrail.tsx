import { FilterLinks } from '@/components/ui/FilterLinks';
import { Pagination } from '@/components/ui/Pagination';
import { AUDIT_KINDS, type AuditKind } from '@/lib/domain/audit-actions';
import type { AuditSummary } from '@/lib/data/audit';
import { formatDateTime } from '@/lib/domain/dates';
import { pathIn } from '@/lib/domain/i18n';
import { formatNumber } from '@/lib/domain/numbers';
import type { Page } from '@/lib/domain/pagination';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { DataTable } from '@/components/ui/DataTable';

/** The address of one page of the trail, of one kind or all, in English (Link and pathIn put the page's language in front). */
export function auditHref(kind: AuditKind | null, page = 1): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/audit?${text}` : '/dashboard/audit';
}

/** Audit Trail (admin): who did what, when, with the changed fields before and after; filtered by kind, a page at a time. */
export async function AuditTrail({ entries, kind }: { entries: Page<AuditSummary>; kind: AuditKind | null }) {
  const [{ adminAuditTexts: texts }, language] = await Promise.all([pageTexts(), pageLanguage()]);
  const { columns } = texts;
  // The values are shown as recorded (a name, a status: data), numbers in the page's digits; English keeps them ungrouped.
  const shown = (value: AuditSummary['changes'][number]['before']) =>
    value === null ? texts.none : typeof value === 'number' && language !== 'en' ? formatNumber(value, language) : String(value);
  const filters: { filter: AuditKind | null; label: string }[] = [
    { filter: null, label: texts.all },
    ...AUDIT_KINDS.map((each) => ({ filter: each, label: texts.kinds[each] })),
  ];
  return (
    <>
      <FilterLinks label={texts.filtersLabel} filters={filters} current={kind} href={auditHref} />
      {entries.total === 0 ? (
        <p>{texts.nothingYet}</p>
      ) : (
        <DataTable
          label={texts.tableLabel}
          testId="audit-entries"
          caption={texts.caption(entries.total)}
          columns={[columns.when, columns.who, columns.what, columns.record, columns.changes]}
          rows={entries.items}
          row={(entry) => (
            <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
              <td className="whitespace-nowrap" data-label={columns.when}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
              </td>
              <td data-label={columns.who}>{entry.actor}</td>
              <td data-label={columns.what}>{texts.actions[entry.action]}</td>
              <td data-label={columns.record}>{entry.target.label}</td>
              <td data-label={columns.changes}>
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
      <Pagination of={entries} href={(page) => pathIn(language, auditHref(kind, page))} label={texts.pages} />
    </>
  );
}
