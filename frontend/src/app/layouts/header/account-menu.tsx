import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Dropdown, dropdownItemClass } from '../../../components/ui/dropdown';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { logout } from '../../../lib/auth/session';
import type { SessionUser } from '../../../lib/auth/session';
import { useNewInquiriesCount } from '../../../widgets/inquiries/new-inquiries-count';
import { RoleBadge } from './role-badge';
import styles from './header-controls.module.css';

function displayName(user: SessionUser): string {
  return user.displayName || `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The signed-in user's e-mail and role badge, and the menu: admin panel and the inquiries (with how many are
 * new), my panel, settings, log out.
 * Its own chunk: anonymous visitors never download it.
 */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const staff = user.role === 'admin' || user.role === 'owner';
  const newInquiries = useNewInquiriesCount(staff).data?.new ?? 0;

  const handleLogout = async () => {
    try {
      await logout();
      toast.show(t('account.loggedOut'), 'success');
      void navigate('/');
    } catch {
      toast.show(t('account.logoutFailed'), 'error');
    }
  };

  return (
    <Dropdown
      align="end"
      trigger={(props) => (
        <button type="button" {...props} className={`${styles.control} ${styles.account}`}>
          <UserIcon size={18} />
          <span className={styles.identity}>
            <span className={`${styles.email} ${styles.collapsible}`}>{user.email}</span>
            <RoleBadge role={user.role} />
          </span>
          {newInquiries ? (
            <span className={styles.newCount}>
              <span aria-hidden="true">{newInquiries}</span>
              <span className="visually-hidden">
                {t('account.menu.newInquiries', { count: newInquiries })}
              </span>
            </span>
          ) : null}
          <ChevronDownIcon size={14} className={styles.decorative} />
        </button>
      )}
    >
      <div className={styles.accountHead}>
        <span className={styles.accountName}>{displayName(user)}</span>
        <span className={styles.accountEmail}>{user.email}</span>
        <RoleBadge role={user.role} />
      </div>
      <ul aria-label={t('account.menu.label')}>
        {staff ? (
          <>
            <li>
              <Link to="/admin/dashboard" className={dropdownItemClass}>
                {t('account.menu.admin')}
              </Link>
            </li>
            <li>
              <Link to="/admin/inquiries" className={dropdownItemClass}>
                <span>{t('account.menu.inquiries')}</span>
                {newInquiries ? (
                  <>
                    <Badge tone="gold" aria-hidden="true">
                      {newInquiries}
                    </Badge>
                    <span className="visually-hidden">
                      {' '}
                      ({t('account.menu.newInquiries', { count: newInquiries })})
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
            <li>
              <Link to="/admin/viewings" className={dropdownItemClass}>
                {t('account.menu.viewings')}
              </Link>
            </li>
            <li>
              <Link to="/admin/history" className={dropdownItemClass}>
                {t('account.menu.history')}
              </Link>
            </li>
            <li>
              <Link to="/admin/newsletter" className={dropdownItemClass}>
                {t('account.menu.newsletter')}
              </Link>
            </li>
          </>
        ) : null}
        <li>
          <Link to="/dashboard" className={dropdownItemClass}>
            {t('account.menu.dashboard')}
          </Link>
        </li>
        <li>
          <Link to="/settings" className={dropdownItemClass}>
            {t('account.menu.settings')}
          </Link>
        </li>
        <li className={styles.separated}>
          <button type="button" className={dropdownItemClass} onClick={() => void handleLogout()}>
            <span>{t('account.menu.logout')}</span>
            <LogoutIcon size={16} />
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}
