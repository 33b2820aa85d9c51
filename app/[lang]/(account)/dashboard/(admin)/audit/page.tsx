import type { Metadata } from 'next';
import { AuditTrail } from '@/components/dashboard/AuditTrail';
import { auditKind } from '@/lib/domain/audit-actions';
import { requireAdmin } from '@/lib/auth/guards';
import { listAudit } from '@/lib/data/audit';
import { pageNumber } from '@/lib/domain/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageTexts } from '@/lib/texts/page-texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await pageTexts()).menuTexts.auditTrail };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins only: others are signed out and sent to /login. */
export default async function AuditTrailPage({ searchParams }: Props) {
  const caller = await requireAdmin('/dashboard/audit');
  const query = await searchParams;
  const kind = auditKind(query.kind);
  const [entries, { menuTexts, adminPageTexts }] = await Promise.all([listAudit(caller, { page: pageNumber(query.page), kind }), pageTexts()]);
  return (
    <DashboardPage id="audit" title={menuTexts.auditTrail} intro={adminPageTexts.auditIntro}>
      <AuditTrail entries={entries} kind={kind} />
    </DashboardPage>
  );
}
