import type { Metadata } from 'next';
import { OutboxProblems } from '@/components/dashboard/OutboxProblems';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { countOutbox, listOutboxProblems } from '@/lib/data/outbox';
import { pageNumber } from '@/lib/pagination';
import { formatNumber } from '@/lib/numbers';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'Mail Outbox' };

/** Admins only: the mails the shop could not send (yet), and how many are waiting, sent and failed. */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireAdmin('/dashboard/outbox');
  const [problems, counts] = await Promise.all([listOutboxProblems(caller, pageNumber((await searchParams).page)), countOutbox(caller)]);
  return (
    <DashboardPage id="outbox" title="Mail Outbox">
      <dl className="stats stats-vertical mb-6 shadow sm:stats-horizontal" data-testid="outbox-counts">
        {(
          [
            ['Waiting', counts.pending],
            ['Sending', counts.sending],
            ['Sent (30 days)', counts.sent],
            ['Failed', counts.failed],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="stat">
            <dt className="stat-title">{label}</dt>
            <dd className="stat-value text-2xl">{formatNumber(count)}</dd>
          </div>
        ))}
      </dl>
      {problems.total === 0 ? (
        <p data-testid="outbox-clear">Every mail has gone out or is on its way.</p>
      ) : (
        <>
          <OutboxProblems mails={problems.items} />
          <Pagination page={problems.page} pageCount={problems.pageCount} href={(page) => `/dashboard/outbox?page=${page}`} label="Mail Outbox pages" />
        </>
      )}
    </DashboardPage>
  );
}
