'use client';

import { useRef } from 'react';
import { toast } from '@/components/ui/Toaster';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { makeAdminAction, removeAdminAction, removeUserAction } from '@/lib/actions/users';
import type { UserSummary } from '@/lib/data/users';
import { RowHeading } from '@/components/ui/DataTable';
import { ActionTable, useRowActions } from './ActionTable';

/**
 * All Users (admin): every account with its role; Make Admin for customers, Remove Admin for other admins (asks
 * first: that admin is signed out everywhere), Remove User with a confirmation.
 */
export function UsersTable({ users, you }: { users: UserSummary[]; you: string }) {
  const { adminUserTexts: texts } = useTexts();
  return (
    <ActionTable
      words={texts}
      columns={['email', 'name', 'role']}
      testId="users"
      caption={texts.caption}
      rows={users}
      row={(user, leave) => <UserRow key={user.id} user={user} isYou={user.email === you} onRemoved={leave} />}
    />
  );
}

function UserRow({ user, isYou, onRemoved }: { user: UserSummary; isYou: boolean; onRemoved: () => void }) {
  const { busy, run, act } = useRowActions();
  const roleCell = useRef<HTMLTableCellElement>(null);
  const { adminUserTexts: texts, adminToasts } = useTexts();
  const toRole = () => roleCell.current?.focus();

  const promote = () =>
    run(async () => {
      const answer = await makeAdminAction(user.email);
      // modifiedCount above 0 counts as success; anything else, a refusal (403) included, is the failure toast.
      if (answer.ok && answer.modifiedCount > 0) {
        toast.success(adminToasts.madeAdmin);
        toRole();
      } else {
        toast.error(adminToasts.makeAdminFailed);
      }
    });
  const demote = () => act(() => removeAdminAction(user.email), adminToasts.adminRemoved, toRole);
  const remove = () => act(() => removeUserAction(user.email), adminToasts.userRemoved, onRemoved);

  return (
    <tr data-testid="user-row" aria-busy={busy || undefined}>
      <RowHeading label={texts.columns.email}>
        {user.email}
        {isYou ? <span className="badge badge-ghost ml-2">{texts.you}</span> : null}
      </RowHeading>
      <td data-label={texts.columns.name}>{user.name ?? ''}</td>
      <td ref={roleCell} tabIndex={-1} data-testid="user-role" data-label={texts.columns.role}>
        {user.role === 'admin' ? texts.admin : texts.customer}
      </td>
      <td className="flex flex-wrap gap-2">
        {user.role === 'admin' ? (
          isYou ? null : (
            <ConfirmButton words={texts.removeAdmin} about={[user.email]} className="btn btn-warning btn-sm" disabled={busy} onConfirm={demote} />
          )
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={texts.makeAdminLabel(user.email)}
            disabled={busy}
            onClick={promote}
          >
            {texts.makeAdmin}
          </button>
        )}
        <ConfirmButton words={texts.removeUser} about={[user.email]} disabled={busy} onConfirm={remove} />
      </td>
    </tr>
  );
}
