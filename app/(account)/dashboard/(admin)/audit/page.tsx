import type { Metadata } from 'next';
import { AuditTrail } from '@/components/dashboard/AuditTrail';
import { auditKind } from '@/lib/audit-actions';
import { requireAdmin } from '@/lib/auth/guards';
import { listAudit } from '@/lib/data/audit';
import { pageNumber } from '@/lib/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'Audit Trail' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: others are signed out and sent to /login. */
export default async function AuditTrailPage({ searchParams }: Props) {
  const caller = await requireAdmin('/dashboard/audit');
  const query = await searchParams;
  const kind = auditKind(query.kind);
  const entries = await listAudit(caller, { page: pageNumber(query.page), kind });
  return (
    <DashboardPage id="audit" title="Audit Trail" intro="Every change an admin makes to accounts, tools and orders, with who made it and what it changed.">
      <AuditTrail entries={entries} kind={kind} />
    </DashboardPage>
  );
}
