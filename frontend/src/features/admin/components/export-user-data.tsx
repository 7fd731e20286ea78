import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { UserListItem } from '../../../lib/api/types';
import { useDownloadUserData } from '../api/export-user-data';
import styles from './admin.module.css';

/** An owner's answer to a person's request for their data (GDPR art. 15 and 20): the file they would get. */
export function ExportUserData({ user }: { user: UserListItem }) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const download = useDownloadUserData();
  const name = `${user.firstName} ${user.lastName}`.trim();

  const start = () =>
    download.mutate(user.id, {
      onSuccess: () => toast.show(t('admin:userDetail.export.done', { name }), 'success'),
      onError: (error) => {
        const description = describeApiError(error);
        toast.show(description.apiMessage ?? t(`common:${description.key}`), 'error');
      },
    });

  return (
    <div className={styles.decisionForm}>
      <p className={styles.summary}>{t('admin:userDetail.export.lead')}</p>
      <div className={styles.decisions}>
        <Button size="sm" variant="secondary" disabled={download.isPending} onClick={start}>
          {download.isPending ? t('admin:userDetail.export.preparing') : t('admin:userDetail.export.action')}
        </Button>
      </div>
    </div>
  );
}
