import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { LockIcon } from '../../components/ui/icons';
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

/**
 * What an anonymous visitor sees on a signed-in page: a neutral screen that says why, with the login modal
 * opened over it. After signing in the page itself appears, at the same address.
 */
function SignInRequired() {
  const { t } = useTranslation();
  useEffect(() => openAuthModal('login'), []);
  return (
    <div className={`container ${styles.prompt}`}>
      <span className={styles.icon}>
        <LockIcon size={28} />
      </span>
      <h1>{t('guards.signIn.title')}</h1>
      <p>{t('guards.signIn.message')}</p>
      <div className={styles.actions}>
        <Button onClick={() => openAuthModal('login')}>{t('guards.signIn.login')}</Button>
        <Button variant="secondary" onClick={() => openAuthModal('register')}>
          {t('guards.signIn.register')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Route guard for signed-in pages. While the session loads: the auth-check screen. Anonymous visitors:
 * the sign-in screen with the login modal. Someone whose session ends on the page (sign-out, inactivity,
 * revoked on the server) goes home instead of being asked to sign in again on the spot.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'authenticated' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'loading') return <AuthChecking />;
  if (session.status === 'anonymous') return wasSignedIn ? <Navigate to="/" replace /> : <SignInRequired />;
  return <>{children}</>;
}
