import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { UserListItem } from '../../../lib/api/types';
import { useResetTwoFactor } from '../api/reset-two-factor';
import styles from './admin.module.css';

/**
 * An owner resets the two-step verification of a person who lost their phone and their recovery codes:
 * the app, the codes and the passkeys go, the person's sessions end, and the account's history records it.
 */
export function ResetTwoFactor({ user }: { user: UserListItem }) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const error = reset.isError ? describeApiError(reset.error) : null;

  return (
    <div className={styles.decisionForm}>
      <p className={styles.summary}>{t('admin:userDetail.twoFactor.lead')}</p>
      <div className={styles.decisions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            reset.reset();
            setConfirming(true);
          }}
        >
          {t('admin:userDetail.twoFactor.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('admin:userDetail.twoFactor.confirmTitle', { name })}
        confirmLabel={t('admin:userDetail.twoFactor.confirm')}
        cancelLabel={t('admin:users.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('admin:userDetail.twoFactor.busy')}
        busy={reset.isPending}
        danger
        error={error ? (error.apiMessage ?? t(`common:${error.key}`)) : null}
        onConfirm={() =>
          reset.mutate(user.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.show(t('admin:userDetail.twoFactor.done', { name }), 'success');
            },
          })
        }
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin:userDetail.twoFactor.confirmBody', { name })}</p>
      </ConfirmDialog>
    </div>
  );
}
