import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useSession } from '../../../lib/auth/session';
import { formatDate, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useFollowerCounts } from '../api/get-follower-counts';
import { usePropertyFollowers } from '../api/get-property-followers';
import styles from './admin-properties.module.css';

/** Who follows the property: name, e-mail and since when (the owner's to see: personal data). */
function FollowersTable({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation(['adminProperties', 'common']);
  const language = useLanguage();
  const followers = usePropertyFollowers(propertyId);

  if (followers.isPending) {
    return (
      <div role="status">
        <span className="visually-hidden">{t('adminProperties:followers.loading')}</span>
        <Skeleton variant="block" height="8rem" />
      </div>
    );
  }
  if (followers.isError) {
    const failure = describeApiError(followers.error);
    return (
      <ErrorState
        headingLevel="h3"
        title={t('adminProperties:followers.failed')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void followers.refetch()}
      />
    );
  }
  if (followers.data.items.length === 0)
    return <EmptyState headingLevel="h3" title={t('adminProperties:followers.none')} />;
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="followers-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="followers-caption" className="visually-hidden">
          {t('adminProperties:followers.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('adminProperties:followers.columns.name')}</th>
            <th scope="col">{t('adminProperties:followers.columns.email')}</th>
            <th scope="col">{t('adminProperties:followers.columns.addedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {followers.data.items.map((follower) => (
            <tr key={follower.userId}>
              <th scope="row">{follower.name}</th>
              <td>
                <a href={`mailto:${follower.email}`}>{follower.email}</a>
              </td>
              <td className={styles.nowrap}>{formatDate(follower.addedAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How many clients keep the property in their favorites; the owner can see who they are.
 */
export function FollowersPanel({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation(['adminProperties', 'common']);
  const language = useLanguage();
  const owner = useSession().user?.role === 'owner';
  const counts = useFollowerCounts();
  const [open, setOpen] = useState(false);
  const count = counts.data?.get(propertyId) ?? 0;

  return (
    <section className={styles.followersPanel} aria-labelledby="property-followers-title">
      <h2 id="property-followers-title" className={styles.statusTitle}>
        {t('adminProperties:followers.title')}
      </h2>
      {counts.isPending ? (
        <div role="status">
          <span className="visually-hidden">{t('adminProperties:followers.loading')}</span>
          <Skeleton width="16rem" />
        </div>
      ) : counts.isError ? (
        <p className={styles.muted}>{t('adminProperties:followers.countFailed')}</p>
      ) : (
        <p className={styles.muted}>
          {count === 0
            ? t('adminProperties:followers.none')
            : t('adminProperties:followers.count', { count, value: formatNumber(count, language) })}
        </p>
      )}
      {owner && count > 0 ? (
        <div className={styles.statusActions}>
          <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('adminProperties:followers.show')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('adminProperties:followers.dialogTitle', { title })}
        closeLabel={t('common:actions.close')}
        size="lg"
      >
        <FollowersTable propertyId={propertyId} />
      </Dialog>
    </section>
  );
}
