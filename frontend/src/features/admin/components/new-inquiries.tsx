import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber } from '../../../lib/format/format';
import { useNewInquiriesCount } from '../../../widgets/inquiries/new-inquiries-count';
import { useLanguage } from '../../../lib/i18n/localize';
import { StatListSkeleton } from './stat-list';
import styles from './admin.module.css';

/** How many inquiries wait for someone to take them up, and the way to the inbox. */
export function NewInquiries() {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const count = useNewInquiriesCount();

  let figure;
  if (count.isPending) figure = <StatListSkeleton label={t('overview.loading')} count={1} />;
  else if (count.isError) {
    const failure = describeApiError(count.error);
    figure = (
      <ErrorState
        title={t('dashboard.inquiriesFailed')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void count.refetch()}
      />
    );
  } else {
    figure = (
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.label}>{t('dashboard.newInquiries')}</dt>
          <dd className={styles.value}>{formatNumber(count.data.new, language)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <>
      {figure}
      <Link to="/admin/inquiries" className={styles.seeAll}>
        {t('dashboard.seeAllInquiries')} <ArrowRightIcon size={18} />
      </Link>
    </>
  );
}
