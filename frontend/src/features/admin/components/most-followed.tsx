import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useMostFollowed } from '../api/get-most-followed';
import styles from './admin.module.css';

/** The properties most clients keep in their favorites, with how many do. */
export function MostFollowed() {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const localize = useLocalize();
  const mostFollowed = useMostFollowed();

  if (mostFollowed.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('admin:mostFollowed.loading')}</span>
        <Skeleton variant="block" height="10rem" />
      </div>
    );
  }
  if (mostFollowed.isError) {
    const failure = describeApiError(mostFollowed.error);
    return (
      <ErrorState
        headingLevel="h3"
        title={t('admin:mostFollowed.failed')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void mostFollowed.refetch()}
      />
    );
  }
  if (mostFollowed.data.items.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t('admin:mostFollowed.empty.title')}
        message={t('admin:mostFollowed.empty.message')}
      />
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('admin:mostFollowed.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:mostFollowed.columns.property')}</th>
            <th scope="col">{t('admin:mostFollowed.columns.status')}</th>
            <th scope="col" className={styles.number}>
              {t('admin:mostFollowed.columns.followers')}
            </th>
          </tr>
        </thead>
        <tbody>
          {mostFollowed.data.items.map((item) => {
            const title = localize(item.title);
            return (
              <tr key={item.propertyId} data-property-id={item.propertyId}>
                <th scope="row" className={styles.rowHeader}>
                  <Link
                    to={`/admin/properties/edit/${encodeURIComponent(item.propertyId)}`}
                    className={styles.cellTitle}
                  >
                    {title}
                  </Link>
                  <span className={styles.cellMeta}>
                    {t('admin:mostFollowed.reference', { reference: item.reference })}
                  </span>
                </th>
                <td>{t(`admin:mostFollowed.statuses.${item.status}`)}</td>
                <td className={styles.number}>{formatNumber(item.followers, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
