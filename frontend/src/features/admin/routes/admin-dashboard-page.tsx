import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useSession } from '../../../lib/auth/session';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useDashboard } from '../api/get-dashboard';
import { CatalogueOverview } from '../components/catalogue-overview';
import { LatestBookings } from '../components/latest-bookings';
import { MandateNotices } from '../components/mandate-notices';
import { MostFollowed } from '../components/most-followed';
import { NewInquiries } from '../components/new-inquiries';
import { StatListSkeleton } from '../components/stat-list';
import { UserCountsPanel } from '../components/user-counts';
import styles from '../components/admin.module.css';

type ShortcutKey =
  | 'adminProperties'
  | 'newProperty'
  | 'adminBookings'
  | 'adminInquiries'
  | 'adminViewings'
  | 'adminOffers'
  | 'adminPipeline'
  | 'adminServices'
  | 'adminExperiences'
  | 'adminHistory'
  | 'adminNewsletter'
  | 'users'
  | 'purchaseCosts'
  | 'portals'
  | 'dashboard';

const SHORTCUTS: { to: string; key: ShortcutKey; ownerOnly?: boolean }[] = [
  { to: '/admin/properties', key: 'adminProperties' },
  { to: '/admin/properties/new', key: 'newProperty' },
  { to: '/admin/bookings', key: 'adminBookings' },
  { to: '/admin/inquiries', key: 'adminInquiries' },
  { to: '/admin/viewings', key: 'adminViewings' },
  { to: '/admin/offers', key: 'adminOffers' },
  { to: '/admin/pipeline', key: 'adminPipeline' },
  { to: '/admin/services', key: 'adminServices' },
  { to: '/admin/experiences', key: 'adminExperiences' },
  { to: '/admin/history', key: 'adminHistory' },
  { to: '/admin/newsletter', key: 'adminNewsletter' },
  { to: '/owner/users', key: 'users', ownerOnly: true },
  { to: '/owner/purchase-costs', key: 'purchaseCosts', ownerOnly: true },
  { to: '/owner/portals', key: 'portals', ownerOnly: true },
  { to: '/dashboard', key: 'dashboard' },
];

/**
 * /admin/dashboard (admins and owners): the catalogue and booking figures, the new inquiries, the most
 * followed properties, the five latest bookings, the accounts as counts, and the way to every back-office
 * screen. `ownerSections` (the sales report, composed in by the app) show to owners only, after the overview.
 */
export default function AdminDashboardPage({ ownerSections }: { ownerSections?: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentMeta(t('dashboard.meta.title'), t('dashboard.meta.description'));
  const session = useSession();
  const owner = session.user?.role === 'owner';
  const dashboard = useDashboard();

  const failure = dashboard.isError ? describeApiError(dashboard.error) : null;
  const dashboardError = failure ? (
    <ErrorState
      title={t('admin:overview.failed')}
      message={failure.apiMessage ?? t(`common:${failure.key}`)}
      retryLabel={t('common:actions.retry')}
      onRetry={() => void dashboard.refetch()}
    />
  ) : null;

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('dashboard.eyebrow')} title={t('dashboard.title')} lead={t('dashboard.lead')} />

        <section className={styles.section} aria-labelledby="admin-overview">
          <h2 id="admin-overview">{t('dashboard.overview')}</h2>
          {dashboard.isPending ? <StatListSkeleton label={t('overview.loading')} count={6} /> : null}
          {dashboardError}
          {dashboard.isSuccess ? <CatalogueOverview dashboard={dashboard.data} /> : null}
        </section>

        {owner ? ownerSections : null}

        <section className={styles.section} aria-labelledby="admin-mandates">
          <h2 id="admin-mandates">{t('dashboard.mandates')}</h2>
          {dashboard.isSuccess ? <MandateNotices notices={dashboard.data.mandateNotices} /> : null}
        </section>

        <section className={styles.section} aria-labelledby="admin-inquiries">
          <h2 id="admin-inquiries">{t('dashboard.inquiries')}</h2>
          <NewInquiries />
        </section>

        <section className={styles.section} aria-labelledby="admin-most-followed">
          <h2 id="admin-most-followed">{t('dashboard.mostFollowed')}</h2>
          <MostFollowed />
        </section>

        <section className={styles.section} aria-labelledby="admin-latest-bookings">
          <h2 id="admin-latest-bookings">{t('dashboard.latestBookings')}</h2>
          {dashboard.isPending ? (
            <div role="status" aria-busy="true">
              <span className="visually-hidden">{t('overview.loading')}</span>
              <Skeleton variant="block" height="14rem" />
            </div>
          ) : null}
          {dashboard.isSuccess ? <LatestBookings bookings={dashboard.data.latestBookings} /> : null}
          <Link to="/admin/bookings" className={styles.seeAll}>
            {t('dashboard.seeAllBookings')} <ArrowRightIcon size={18} />
          </Link>
        </section>

        <section className={styles.section} aria-labelledby="admin-users">
          <h2 id="admin-users">{t('dashboard.users')}</h2>
          <UserCountsPanel />
        </section>

        <section className={styles.section} aria-labelledby="admin-shortcuts">
          <h2 id="admin-shortcuts">{t('dashboard.shortcuts')}</h2>
          <ul className={styles.links}>
            {SHORTCUTS.filter((shortcut) => owner || !shortcut.ownerOnly).map((shortcut) => (
              <li key={shortcut.key}>
                <Link to={shortcut.to} className={styles.linkCard}>
                  <span className={styles.linkTitle}>
                    {t(`dashboard.links.${shortcut.key}.title`)} <ArrowRightIcon size={18} />
                  </span>
                  <span className={styles.linkText}>{t(`dashboard.links.${shortcut.key}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
