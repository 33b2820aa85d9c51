'use client';

import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { retryOutboxMailAction } from '@/lib/actions/outbox';
import type { OutboxProblem } from '@/lib/data/outbox';
import { formatDate } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import { RowHeading } from '@/components/ui/DataTable';
import { ActionTable, useRowActions } from './ActionTable';

/** Each problem's badge; its name and what it means are the catalogue's (adminOutboxTexts.problems). */
const BADGE = { failed: 'badge-error', retrying: 'badge-warning', stuck: 'badge-error' } as const;

/** Mail Outbox (admins): mails that failed, wait to be retried, or are stuck, each with "Retry now". */
export function OutboxProblems({ mails }: { mails: OutboxProblem[] }) {
  const { adminOutboxTexts: texts } = useTexts();
  return (
    <ActionTable
      words={texts}
      columns={['to', 'subject', 'state', 'attempts', 'lastError', 'queued']}
      testId="outbox-problems"
      caption={texts.caption}
      rows={mails}
      row={(mail) => <OutboxRow key={mail.id} mail={mail} />}
    />
  );
}

function OutboxRow({ mail }: { mail: OutboxProblem }) {
  const { busy, act } = useRowActions();
  const language = useLanguage();
  const { adminOutboxTexts: texts, adminToasts } = useTexts();
  const { columns } = texts;
  const problem = texts.problems[mail.problem];
  const retry = () => act(() => retryOutboxMailAction(mail.id), adminToasts.mailRetried);
  return (
    <tr data-testid="outbox-row" aria-busy={busy || undefined}>
      <td data-label={columns.to}>{mail.to}</td>
      <RowHeading label={columns.subject}>{mail.subject}</RowHeading>
      <td data-testid="outbox-state" data-label={columns.state}>
        <span className={`badge ${BADGE[mail.problem]}`} title={problem.detail}>
          {problem.label}
        </span>
      </td>
      <td data-label={columns.attempts}>{formatNumber(mail.attempts, language)}</td>
      <td className="max-w-xs break-words text-sm" data-label={columns.lastError}>
        {mail.lastError ?? texts.noError}
      </td>
      <td data-label={columns.queued}>{formatDate(mail.createdAt, language)}</td>
      <td>
        <button type="button" className="btn btn-primary btn-sm" aria-label={texts.retryLabel(mail.subject, mail.to)} disabled={busy} onClick={retry}>
          {texts.retry}
        </button>
      </td>
    </tr>
  );
}
