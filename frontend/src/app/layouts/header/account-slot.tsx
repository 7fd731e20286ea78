import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/ui/icons';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import styles from './header-controls.module.css';

/**
 * The account place of the header: a login button for anonymous visitors. The signed-in user's menu
 * (e-mail, role badge, panel links, log out) comes here with the accounts issue.
 */
export function AccountSlot() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'anonymous') return null;
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
