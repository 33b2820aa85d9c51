import { titleFrom } from '@/lib/http/page-titles';
import { AuditTrail } from '@/components/dashboard/AuditTrail';
import { auditKind } from '@/lib/domain/audit-actions';
import { requireAdmin } from '@/lib/auth/guards';
import type { SearchParams } from '@/lib/auth/search-params';
import { listAudit } from '@/lib/data/audit';
import { pageNumber } from '@/lib/domain/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageTexts } from '@/lib/texts/page-texts';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.auditTrail);

/** Admins only: others are signed out and sent to /login. */
export default async function AuditTrailPage({ searchParams }: { searchParams: SearchParams }) {
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
