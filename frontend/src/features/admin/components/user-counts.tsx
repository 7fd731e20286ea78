import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useUserCounts } from '../api/get-user-counts';
import styles from './admin.module.css';
import { StatList, StatListSkeleton } from './stat-list';

/** How many accounts there are, by state and by role: what admins may know about users. */
export function UserCountsPanel() {
  const { t } = useTranslation(['admin', 'common']);
  const counts = useUserCounts();

  if (counts.isPending) return <StatListSkeleton label={t('admin:counts.loading')} count={4} />;
  if (counts.isError) {
    const description = describeApiError(counts.error);
    return (
      <ErrorState
        title={t('admin:counts.failed')}
        message={description.apiMessage ?? t(`common:${description.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void counts.refetch()}
      />
    );
  }

  const { total, active, disabled, emailVerified, byRole } = counts.data;
  return (
    <div className={styles.countGroups}>
      <StatList
        label={t('admin:counts.byState')}
        stats={[
          { key: 'total', label: t('admin:counts.total'), value: total },
          { key: 'active', label: t('admin:counts.active'), value: active },
          { key: 'disabled', label: t('admin:counts.disabled'), value: disabled },
          { key: 'verified', label: t('admin:counts.verified'), value: emailVerified },
        ]}
      />
      <StatList
        label={t('admin:counts.byRole')}
        stats={[
          { key: 'user', label: t('admin:counts.roles.user'), value: byRole.user },
          { key: 'admin', label: t('admin:counts.roles.admin'), value: byRole.admin },
          { key: 'owner', label: t('admin:counts.roles.owner'), value: byRole.owner },
        ]}
      />
    </div>
  );
}
