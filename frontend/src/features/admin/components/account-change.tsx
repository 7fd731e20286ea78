import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { Role, UserListItem } from '../../../lib/api/types';
import { useChangeUserRole } from '../api/change-user-role';
import { useSetUserEnabled } from '../api/set-user-enabled';

export const ROLES: readonly Role[] = ['user', 'admin', 'owner'];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export function fullName(user: UserListItem): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A change an owner asked for and has yet to confirm: an account's new role, or disabling or re-enabling it. */
export type AccountChange =
  { kind: 'role'; user: UserListItem; role: Role } | { kind: 'status'; user: UserListItem; enabled: boolean };

/**
 * An owner's change of an account (the users list and an account's page share it): `open` asks for a
 * confirmation in `dialog` (to be rendered by the caller), which then sends the change and says it is done
 * or why it was refused.
 */
export function useAccountChange() {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const changeRole = useChangeUserRole();
  const setEnabled = useSetUserEnabled();
  const [pending, setPending] = useState<AccountChange | null>(null);
  const roleName = (role: Role) => t(`common:account.roles.${role}`);
  const busy = changeRole.isPending || setEnabled.isPending;
  const mutationError = pending?.kind === 'role' ? changeRole.error : setEnabled.error;

  const open = (change: AccountChange) => {
    changeRole.reset();
    setEnabled.reset();
    setPending(change);
  };

  const confirm = () => {
    if (!pending) return;
    const name = fullName(pending.user);
    const done = (message: string) => () => {
      toast.show(message, 'success');
      setPending(null);
    };
    if (pending.kind === 'role') {
      changeRole.mutate(
        { id: pending.user.id, role: pending.role },
        { onSuccess: done(t('admin:users.done.role', { name })) },
      );
    } else {
      setEnabled.mutate(
        { id: pending.user.id, enabled: pending.enabled },
        {
          onSuccess: done(
            t(pending.enabled ? 'admin:users.done.enabled' : 'admin:users.done.disabled', { name }),
          ),
        },
      );
    }
  };

  let title = '';
  let body = '';
  let confirmLabel = '';
  if (pending?.kind === 'role') {
    title = t('admin:users.confirmRole.title');
    body = t('admin:users.confirmRole.body', {
      name: fullName(pending.user),
      from: roleName(pending.user.role),
      to: roleName(pending.role),
    });
    confirmLabel = t('admin:users.confirmRole.confirm');
  } else if (pending) {
    const which = pending.enabled ? 'confirmEnable' : 'confirmDisable';
    title = t(`admin:users.${which}.title`);
    body = t(`admin:users.${which}.body`, { name: fullName(pending.user), email: pending.user.email });
    confirmLabel = t(`admin:users.${which}.confirm`);
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('admin:users.cancel')}
      closeLabel={t('common:actions.close')}
      busyLabel={t('admin:users.saving')}
      busy={busy}
      danger={pending?.kind === 'status' && !pending.enabled}
      error={
        mutationError
          ? isApiError(mutationError) && mutationError.kind === 'http' && mutationError.status < 500
            ? mutationError.message
            : t(`common:${describeApiError(mutationError).key}`)
          : null
      }
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    >
      <p>{body}</p>
    </ConfirmDialog>
  );

  return { open, busy, dialog, roleName };
}
