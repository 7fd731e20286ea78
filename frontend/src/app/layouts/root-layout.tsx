import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { AuthModalHost } from '../../features/auth/components/auth-modal-host';
import { useSession } from '../../lib/auth/session';
import { useComparedIds } from '../../widgets/compare/compare-list';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { useLanguage } from '../../lib/i18n/localize';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { PageFallback } from './page-fallback';
import { NavigationProgress } from './navigation-progress';
import styles from './root-layout.module.css';
import { useProfileLanguageFollowsSite } from './use-profile-language';

const CookieBanner = lazy(() => import('../../features/consent/components/cookie-banner'));
// The inactivity timer and its countdown matter only to signed-in people: visitors never download them.
const SessionTimeout = lazy(() => import('./session-timeout'));
const VisitorChoicesCarryOver = lazy(() => import('./visitor-choices-carry-over'));
// Downloaded once the visitor chooses a property to compare: most visits never need it.
const CompareTray = lazy(() => import('../../widgets/compare/compare-tray'));

/**
 * After a client-side navigation to another page, focus moves to the new page so screen readers start
 * reading it. Changes of the query string alone (filters, tabs) keep it. Scrolling is ScrollRestoration's:
 * the top for a new page, the place left for Back and Forward.
 */
function useFocusOnNewPage(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The public site (header, page, marketing footer) or the back office (header and page: work, not marketing). */
export function RootLayout({ area = 'site' }: { area?: 'site' | 'back-office' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const hydrated = useHydrated();
  useFocusOnNewPage(pathname);
  const compared = useComparedIds();
  useProfileLanguageFollowsSite(session, useLanguage());
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      {/* Each Suspense boundary of a server-rendered page hydrates in a pass of its own, which React splits
          into short tasks: the browser stays responsive while the header, the page and the footer come
          alive. They never suspend after that. */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {area === 'site' ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      <AuthModalHost />
      {/* The comparison's tray follows the visitor across the site, but not onto the comparison itself. */}
      {area === 'site' && compared.length > 0 && pathname !== '/compare' ? (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      ) : null}
      {session.status === 'authenticated' ? (
        <Suspense fallback={null}>
          <SessionTimeout />
          <VisitorChoicesCarryOver key={session.user.id} />
        </Suspense>
      ) : null}
      {/* The visitor's stored decision is the browser's: the banner is never part of the server's page. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
