import type { Metadata } from 'next';
import { AuditTrail } from '@/components/dashboard/AuditTrail';
import { auditKind } from '@/lib/audit-actions';
import { requireAdmin } from '@/lib/auth/guards';
import { listAudit } from '@/lib/data/audit';
import { pageNumber } from '@/lib/pagination';

export const metadata: Metadata = { title: 'Audit Trail' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: others are signed out and sent to /login. */
export default async function AuditTrailPage({ searchParams }: Props) {
  const caller = await requireAdmin('/dashboard/audit');
  const query = await searchParams;
  const kind = auditKind(query.kind);
  const entries = await listAudit(caller, { page: pageNumber(query.page), kind });
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="mb-6 text-3xl font-bold">
        Audit Trail
      </h1>
      <p className="mb-4 max-w-2xl">
        Every change an admin makes to accounts, tools and orders, with who made it and what it changed.
      </p>
      <AuditTrail entries={entries} kind={kind} />
    </section>
  );
}
