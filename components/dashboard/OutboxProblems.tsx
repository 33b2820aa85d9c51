'use client';

import { useTransition } from 'react';
import { announceResult } from '@/components/ui/schema-form';
import { retryOutboxMailAction } from '@/lib/actions/outbox';
import type { OutboxProblem } from '@/lib/data/outbox';
import { formatDate } from '@/lib/dates';
import { toasts } from '@/lib/texts';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

const PROBLEM = {
  failed: { label: 'Failed', badge: 'badge-error', detail: 'Every attempt failed; it waits for you.' },
  retrying: { label: 'Retrying', badge: 'badge-warning', detail: 'An attempt failed; it is tried again with a growing wait.' },
  stuck: { label: 'Stuck', badge: 'badge-error', detail: 'Overdue and no worker has sent it: is the outbox worker running?' },
} as const;

/** Mail Outbox (admins): mails that failed, wait to be retried, or are stuck, each with "Retry now". */
export function OutboxProblems({ mails }: { mails: OutboxProblem[] }) {
  return (
    <DataTable
      label="Mail outbox"
      testId="outbox-problems"
      caption="Mails not delivered on the first try, most recently changed first. Retry now sends one again at once, with a fresh set of attempts."
      columns={['To', 'Subject', 'State', 'Attempts', 'Last error', 'Queued']}
      actions="Actions"
      rows={mails}
      row={(mail) => <OutboxRow key={mail.id} mail={mail} />}
    />
  );
}

function OutboxRow({ mail }: { mail: OutboxProblem }) {
  const [busy, startTransition] = useTransition();
  const problem = PROBLEM[mail.problem];
  const retry = () => startTransition(async () => void announceResult(await retryOutboxMailAction(mail.id), toasts.mailRetried));
  return (
    <tr data-testid="outbox-row" aria-busy={busy || undefined}>
      <td data-label="To">{mail.to}</td>
      <RowHeading label="Subject">{mail.subject}</RowHeading>
      <td data-testid="outbox-state" data-label="State">
        <span className={`badge ${problem.badge}`} title={problem.detail}>
          {problem.label}
        </span>
      </td>
      <td data-label="Attempts">{mail.attempts}</td>
      <td className="max-w-xs break-words text-sm" data-label="Last error">{mail.lastError ?? '-'}</td>
      <td data-label="Queued">{formatDate(mail.createdAt)}</td>
      <td>
        <button type="button" className="btn btn-primary btn-sm" aria-label={`Retry now: ${mail.subject} to ${mail.to}`} disabled={busy} onClick={retry}>
          Retry now
        </button>
      </td>
    </tr>
  );
}
