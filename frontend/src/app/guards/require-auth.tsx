import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Skeleton } from '../../components/ui/skeleton';
import { openAuthModal } from '../../lib/auth/auth-modal-events';
import { useSession } from '../../lib/auth/session';
import styles from './guards.module.css';

/** The auth-check screen (spec section 2): shown while the session is being loaded. */
export function AuthChecking() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.checking}`} role="status" aria-live="polite">
      <Skeleton width="12rem" />
      <p>{t('guards.checking')}</p>
    </div>
  );
}

function LoginRedirect() {
  useEffect(() => openAuthModal('login'), []);
  return <Navigate to="/" replace />;
}

/**
 * Route guard for signed-in pages (the dashboard, with the accounts issue). Anonymous visitors go home and
 * the login modal opens.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <AuthChecking />;
  if (session.status === 'anonymous') return <LoginRedirect />;
  return <>{children}</>;
}
