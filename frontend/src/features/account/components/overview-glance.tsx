import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import {
  ArrowRightIcon,
  BellIcon,
  CalendarIcon,
  ConciergeIcon,
  MailIcon,
} from '../../../components/ui/icons';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { Viewing } from '../../../lib/api/types';
import { formatDay } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { madridDateTime } from '../../../widgets/viewings/viewing-format';
import { useOverview } from '../api/get-overview';
import type { DashboardTab } from './dashboard-tabs';
import styles from './overview.module.css';

interface GlanceCardProps {
  icon: ReactNode;
  label: string;
  /** Something there is to see: the card stands out. */
  active: boolean;
  children: ReactNode;
  action: ReactNode;
}

function GlanceCard({ icon, label, active, children, action }: GlanceCardProps) {
  return (
    <li className={active ? `${styles.card} ${styles.active}` : styles.card}>
      <p className={styles.label}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </p>
      <div className={styles.body}>{children}</div>
      <div className={styles.action}>{action}</div>
    </li>
  );
}

function TabLink({
  tab,
  label,
  onSelect,
}: {
  tab: DashboardTab;
  label: string;
  onSelect: (tab: DashboardTab) => void;
}) {
  return (
    <button type="button" className={styles.link} onClick={() => onSelect(tab)}>
      {label} <ArrowRightIcon size={16} />
    </button>
  );
}

function viewingLine(
  viewing: Viewing,
  t: ReturnType<typeof useTranslation<'account'>>['t'],
  when: (iso: string) => string,
) {
  if (viewing.status === 'confirmed' && viewing.appointment)
    return t('overview.glance.viewing.confirmed', { time: when(viewing.appointment.start) });
  if (viewing.status === 'proposed' && viewing.appointment)
    return t('overview.glance.viewing.proposed', { time: when(viewing.appointment.start) });
  return t('overview.glance.viewing.awaiting');
}

/**
 * The overview's first row: the next viewing, the bookings in progress, the agency's unread replies and
 * what is new for the client's searches, each leading to its tab.
 */
export function OverviewGlance({ onSelect }: { onSelect: (tab: DashboardTab) => void }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const localize = useLocalize();
  const overview = useOverview();

  if (overview.isPending) {
    return (
      <div className={styles.grid} role="status" aria-label={t('account:overview.glance.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="block" height="9.5rem" />
        ))}
      </div>
    );
  }
  if (overview.isError) {
    const failure = describeApiError(overview.error);
    return (
      <ErrorState
        title={t('account:overview.glance.error')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  }

  const { nextViewing, bookings, unreadReplies, savedSearches, favorites } = overview.data;
  const when = (iso: string) => madridDateTime(iso, language);
  return (
    <section aria-labelledby="overview-glance">
      <h2 id="overview-glance" className="visually-hidden">
        {t('account:overview.glance.title')}
      </h2>
      <ul className={styles.grid}>
        <GlanceCard
          icon={<CalendarIcon size={18} />}
          label={t('account:overview.glance.viewing.label')}
          active={nextViewing !== null}
          action={
            nextViewing ? (
              <TabLink
                tab="appointments"
                label={t('account:overview.glance.viewing.action')}
                onSelect={onSelect}
              />
            ) : (
              <Link className={styles.link} to="/properties">
                {t('account:overview.glance.viewing.noneAction')} <ArrowRightIcon size={16} />
              </Link>
            )
          }
        >
          {nextViewing ? (
            <>
              <p className={styles.value}>{localize(nextViewing.property.title)}</p>
              <p className={styles.detail}>{viewingLine(nextViewing, t, when)}</p>
            </>
          ) : (
            <p className={styles.none}>{t('account:overview.glance.viewing.none')}</p>
          )}
        </GlanceCard>
        <GlanceCard
          icon={<ConciergeIcon size={18} />}
          label={t('account:overview.glance.bookings.label')}
          active={bookings.count > 0}
          action={
            bookings.count > 0 ? (
              <TabLink
                tab="bookings"
                label={t('account:overview.glance.bookings.action')}
                onSelect={onSelect}
              />
            ) : (
              <Link className={styles.link} to="/experiences">
                {t('account:overview.glance.bookings.noneAction')} <ArrowRightIcon size={16} />
              </Link>
            )
          }
        >
          {bookings.next ? (
            <>
              <p className={styles.value}>
                {t('account:overview.glance.bookings.count', { count: bookings.count })}
              </p>
              <p className={styles.detail}>
                {t('account:overview.glance.bookings.next', {
                  title: localize(bookings.next.itemTitle),
                  date: formatDay(bookings.next.date, language),
                })}
              </p>
            </>
          ) : (
            <p className={styles.none}>{t('account:overview.glance.bookings.none')}</p>
          )}
        </GlanceCard>
        <GlanceCard
          icon={<MailIcon size={18} />}
          label={t('account:overview.glance.messages.label')}
          active={unreadReplies > 0}
          action={
            <TabLink
              tab="messages"
              label={t('account:overview.glance.messages.action')}
              onSelect={onSelect}
            />
          }
        >
          {unreadReplies > 0 ? (
            <p className={styles.value}>
              {t('account:overview.glance.messages.unread', { count: unreadReplies })}
            </p>
          ) : (
            <p className={styles.none}>{t('account:overview.glance.messages.none')}</p>
          )}
        </GlanceCard>
        <GlanceCard
          icon={<BellIcon size={18} />}
          label={t('account:overview.glance.searches.label')}
          active={savedSearches.newMatches > 0}
          action={
            <TabLink
              tab="searches"
              label={t('account:overview.glance.searches.action')}
              onSelect={onSelect}
            />
          }
        >
          {savedSearches.newMatches > 0 ? (
            <p className={styles.value}>
              {t('account:overview.glance.searches.news', { count: savedSearches.newMatches })}
            </p>
          ) : (
            <p className={styles.none}>{t('account:overview.glance.searches.none')}</p>
          )}
          <p className={styles.detail}>
            {t('account:overview.glance.searches.saved', { count: savedSearches.count })} ·{' '}
            {t('account:overview.glance.searches.favorites', { count: favorites })}
          </p>
        </GlanceCard>
      </ul>
    </section>
  );
}
