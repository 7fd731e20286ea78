import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { UserListItem } from '../../../lib/api/types';
import { useEraseUserAccount } from '../api/erase-user-account';
import styles from './admin.module.css';

/**
 * An owner's answer to a client's request to be forgotten (GDPR art. 17): the account and its personal data
 * are erased after a confirmation, and the owner returns to the list (the account no longer exists). Staff
 * accounts are not offered: an owner first makes them a client's.
 */
export function EraseUserAccount({ user }: { user: UserListItem }) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const erase = useEraseUserAccount();
  const [confirming, setConfirming] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();

  if (user.role !== 'user') return null;

  const confirm = () =>
    erase.mutate(user.id, {
      onSuccess: () => {
        toast.show(t('admin:userDetail.erasure.done', { name }), 'success');
        void navigate('/owner/users', { replace: true });
      },
    });

  const error = erase.isError ? describeApiError(erase.error) : null;

  return (
    <div className={styles.decisionForm}>
      <p className={styles.summary}>{t('admin:userDetail.erasure.lead')}</p>
      <div className={styles.decisions}>
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            erase.reset();
            setConfirming(true);
          }}
        >
          {t('admin:userDetail.erasure.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('admin:userDetail.erasure.confirmTitle')}
        confirmLabel={t('admin:userDetail.erasure.confirm')}
        cancelLabel={t('admin:users.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('admin:users.saving')}
        busy={erase.isPending}
        danger
        error={error ? (error.apiMessage ?? t(`common:${error.key}`)) : null}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin:userDetail.erasure.confirmBody', { name, email: user.email })}</p>
      </ConfirmDialog>
    </div>
  );
}
