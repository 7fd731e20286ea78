import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useUserCounts } from '../api/get-user-counts';
import styles from './admin.module.css';

/** How many accounts there are, by state and by role: what admins may know about users. */
export function UserCountsPanel() {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const counts = useUserCounts();

  if (counts.isPending) {
    return (
      <div className={styles.stats} role="status" aria-busy="true">
        <span className="visually-hidden">{t('admin:counts.loading')}</span>
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={styles.stat} aria-hidden="true">
            <Skeleton variant="title" width="4rem" />
            <Skeleton width="7rem" />
          </div>
        ))}
      </div>
    );
  }
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
  const stat = (value: number, label: string, key: string) => (
    <div key={key} className={styles.stat}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{formatNumber(value, language)}</dd>
    </div>
  );
  return (
    <div className={styles.countGroups}>
      <dl className={styles.stats} aria-label={t('admin:counts.byState')}>
        {stat(total, t('admin:counts.total'), 'total')}
        {stat(active, t('admin:counts.active'), 'active')}
        {stat(disabled, t('admin:counts.disabled'), 'disabled')}
        {stat(emailVerified, t('admin:counts.verified'), 'verified')}
      </dl>
      <dl className={styles.stats} aria-label={t('admin:counts.byRole')}>
        {stat(byRole.user, t('admin:counts.roles.user'), 'user')}
        {stat(byRole.admin, t('admin:counts.roles.admin'), 'admin')}
        {stat(byRole.owner, t('admin:counts.roles.owner'), 'owner')}
      </dl>
    </div>
  );
}
