import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/ui/icons';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import styles from './header-controls.module.css';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The account place of the header: nothing while the session is being restored (so the login button
 * does not flash for a signed-in person), a login button for anonymous visitors, the account menu for
 * signed-in users.
 */
export function AccountSlot() {
  const { t } = useTranslation();
  const session = useSession();
  const pending = <span className={styles.pending} aria-hidden="true" />;
  if (session.status === 'loading') return pending;
  if (session.status === 'authenticated') {
    return (
      <Suspense fallback={pending}>
        <AccountMenu user={session.user} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.control} ${styles.login}`}
      onClick={() => openAuthModal('login')}
    >
      <UserIcon size={18} />
      <span className={styles.collapsible}>{t('account.login')}</span>
    </button>
  );
}
