import { titleFrom } from '@/lib/http/page-titles';
import { OutboxProblems } from '@/components/dashboard/OutboxProblems';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { countOutbox, listOutboxProblems } from '@/lib/data/outbox';
import { pageNumber } from '@/lib/domain/pagination';
import { formatNumber } from '@/lib/domain/numbers';
import { pathIn } from '@/lib/domain/i18n';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminUpkeepWords } from '@/components/i18n/words/admin-upkeep';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.mailOutbox);

/** Admins only: the mails the shop could not send (yet), and how many are waiting, sent and failed. */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireAdmin('/dashboard/outbox');
  const [problems, counts, { menuTexts, adminOutboxTexts }, language] = await Promise.all([
    listOutboxProblems(caller, pageNumber((await searchParams).page)),
    countOutbox(caller),
    pageTexts(),
    pageLanguage(),
  ]);
  const labels = adminOutboxTexts.counts;
  return (
    <DashboardPage id="outbox" title={menuTexts.mailOutbox} words={[AdminWords, AdminUpkeepWords]}>
      <dl className="stats stats-vertical mb-6 shadow sm:stats-horizontal" data-testid="outbox-counts">
        {(
          [
            [labels.waiting, counts.pending],
            [labels.sending, counts.sending],
            [labels.sent, counts.sent],
            [labels.failed, counts.failed],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="stat">
            <dt className="stat-title">{label}</dt>
            <dd className="stat-value text-2xl">{formatNumber(count, language)}</dd>
          </div>
        ))}
      </dl>
      {problems.total === 0 ? (
        <p data-testid="outbox-clear">{adminOutboxTexts.allClear}</p>
      ) : (
        <>
          <OutboxProblems mails={problems.items} />
          <Pagination of={problems} href={(page) => pathIn(language, `/dashboard/outbox?page=${page}`)} label={adminOutboxTexts.pages} />
        </>
      )}
    </DashboardPage>
  );
}
