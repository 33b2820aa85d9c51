'use client';

import { useRef, useTransition } from 'react';
import { toast } from '@/components/ui/Toaster';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { announceResult } from '@/components/ui/schema-form';
import { makeAdminAction, removeAdminAction, removeUserAction } from '@/lib/actions/users';
import type { UserSummary } from '@/lib/data/users';
import { toasts } from '@/lib/texts';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

/**
 * All Users (admin): every account with its role; Make Admin for customers, Remove Admin for other admins (asks
 * first: that admin is signed out everywhere), Remove User with a confirmation.
 */
export function UsersTable({ users, you }: { users: UserSummary[]; you: string }) {
  const caption = useRef<HTMLTableCaptionElement>(null);
  return (
    <DataTable
      label="Users"
      testId="users"
      caption="Every account of the shop, newest first."
      captionRef={caption}
      columns={['Email', 'Name', 'Role']}
      actions="Actions"
      rows={users}
      row={(user) => <UserRow key={user.id} user={user} isYou={user.email === you} onRemoved={() => caption.current?.focus()} />}
    />
  );
}

function UserRow({ user, isYou, onRemoved }: { user: UserSummary; isYou: boolean; onRemoved: () => void }) {
  const [busy, startTransition] = useTransition();
  const roleCell = useRef<HTMLTableCellElement>(null);

  const promote = () =>
    startTransition(async () => {
      const answer = await makeAdminAction(user.email);
      // modifiedCount above 0 counts as success; anything else, a refusal (403) included, is the failure toast.
      if (answer.ok && answer.modifiedCount > 0) {
        toast.success(toasts.madeAdmin);
        roleCell.current?.focus();
      } else {
        toast.error(toasts.makeAdminFailed);
      }
    });

  const demote = () =>
    startTransition(async () => {
      if (announceResult(await removeAdminAction(user.email), toasts.adminRemoved)) roleCell.current?.focus();
    });

  const remove = () =>
    startTransition(async () => {
      if (announceResult(await removeUserAction(user.email), toasts.userRemoved)) onRemoved();
    });

  return (
    <tr data-testid="user-row" aria-busy={busy || undefined}>
      <RowHeading label="Email">
        {user.email}
        {isYou ? <span className="badge badge-ghost ml-2">you</span> : null}
      </RowHeading>
      <td data-label="Name">{user.name ?? ''}</td>
      <td ref={roleCell} tabIndex={-1} data-testid="user-role" data-label="Role">
        {user.role === 'admin' ? 'Admin' : 'Customer'}
      </td>
      <td className="flex flex-wrap gap-2">
        {user.role === 'admin' ? (
          isYou ? null : (
            <ConfirmButton
              label={`Remove Admin ${user.email}`}
              detail={`${user.email} will be a customer again and is signed out everywhere at once.`}
              confirmText="Yes, remove admin"
              className="btn btn-warning btn-sm"
              disabled={busy}
              onConfirm={demote}
            >
              Remove Admin
            </ConfirmButton>
          )
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={`Make Admin ${user.email}`}
            disabled={busy}
            onClick={promote}
          >
            Make Admin
          </button>
        )}
        <ConfirmButton
          label={`Remove User ${user.email}`}
          detail={`The account ${user.email} will be removed, with its unpaid orders; its paid orders stay on record.`}
          confirmText="Yes, remove"
          disabled={busy}
          onConfirm={remove}
        >
          Remove User
        </ConfirmButton>
      </td>
    </tr>
  );
}
