import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../../components/ui/page-intro';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { DASHBOARD_TABS, isDashboardTab } from '../components/dashboard-tabs';
import type { DashboardTab } from '../components/dashboard-tabs';
import { AppointmentsTab } from '../components/appointments-tab';
import { BookingsTab } from '../components/bookings-tab';
import { FavoritesTab } from '../components/favorites-tab';
import { MessagesTab } from '../components/messages-tab';
import { OffersTab } from '../components/offers-tab';
import { OverviewTab } from '../components/overview-tab';
import { ProfileTab } from '../components/profile-tab';
import { SearchesTab } from '../components/searches-tab';
import { SettingsTab } from '../components/settings-tab';
import { greetingName } from '../utils/greeting-name';
import styles from './dashboard-page.module.css';

/**
 * /dashboard: the client's panel with the tabs overview, favorites, searches, appointments, bookings, messages,
 * profile and settings (`?tab=`; /settings opens the last one). Only rendered for a signed-in account
 * (RequireAuth).
 */
export default function DashboardPage() {
  const { t } = useTranslation('account');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const session = useSession();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const requested = params.get('tab');
  const tab: DashboardTab = isDashboardTab(requested) ? requested : 'overview';

  if (session.status !== 'authenticated') return null;
  const { user } = session;

  const select = (next: DashboardTab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('greeting', { name: greetingName(user, language) })}
        />
        <Tabs
          className={styles.tabs}
          label={t('tabsLabel')}
          idBase={idBase}
          items={DASHBOARD_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          value={tab}
          onChange={select}
        />
        <TabPanel idBase={idBase} value={tab} className={styles.panel}>
          {/* A tab whose texts or code are not here yet suspends inside the panel: the page's heading and the
              tab bar stay. Keyed by the tab, so a newly opened tab shows its fallback at once, never the
              previous tab's content under the new tab's name. */}
          <Suspense key={tab} fallback={<CardSkeletonGrid count={3} label={t('tabLoading')} />}>
            {tab === 'overview' ? <OverviewTab user={user} onSelect={select} /> : null}
            {tab === 'favorites' ? <FavoritesTab /> : null}
            {tab === 'searches' ? <SearchesTab /> : null}
            {tab === 'appointments' ? <AppointmentsTab /> : null}
            {tab === 'offers' ? <OffersTab /> : null}
            {tab === 'bookings' ? <BookingsTab /> : null}
            {tab === 'messages' ? <MessagesTab /> : null}
            {tab === 'profile' ? <ProfileTab /> : null}
            {tab === 'settings' ? <SettingsTab user={user} /> : null}
          </Suspense>
        </TabPanel>
      </div>
    </div>
  );
}
