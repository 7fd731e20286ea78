import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { ArrowRightIcon, MailIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format/format';
import type { SessionUser } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/localize';
import { useProfile } from '../api/get-profile';
import type { DashboardTab } from './dashboard-tabs';
import { OverviewGlance } from './overview-glance';
import styles from './account.module.css';

export interface OverviewTabProps {
  user: SessionUser;
  onSelect: (tab: DashboardTab) => void;
}

/** The first tab: what is next and new for the client, the account itself, and where to go next. */
export function OverviewTab({ user, onSelect }: OverviewTabProps) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const profile = useProfile();
  const staff = user.role === 'admin' || user.role === 'owner';

  return (
    <div className={styles.panel}>
      {!user.emailVerified ? (
        <div className={styles.notice} role="status">
          <MailIcon size={18} />
          <p>{t('account:overview.verifyEmail', { email: user.email })}</p>
        </div>
      ) : null}
      <OverviewGlance onSelect={onSelect} />
      <div className={styles.grid}>
        <section className={styles.block} aria-labelledby="overview-account">
          <h2 id="overview-account">{t('account:overview.account.title')}</h2>
          <dl className={styles.facts}>
            <dt>{t('account:profile.fields.email')}</dt>
            <dd className={styles.inline}>
              <span>{user.email}</span>
              <Badge tone={user.emailVerified ? 'sand' : 'outline'}>
                {user.emailVerified ? t('account:profile.verified') : t('account:profile.unverified')}
              </Badge>
            </dd>
            <dt>{t('account:overview.account.role')}</dt>
            <dd>{t(`common:account.roles.${user.role}`)}</dd>
            {profile.data ? (
              <>
                <dt>{t('account:overview.account.memberSince')}</dt>
                <dd>{formatDate(profile.data.registeredAt, language)}</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <button type="button" className={styles.textLink} onClick={() => onSelect('profile')}>
              {t('account:overview.account.editProfile')}
            </button>
            <button type="button" className={styles.textLink} onClick={() => onSelect('settings')}>
              {t('account:overview.account.security')}
            </button>
          </div>
        </section>
        <section className={styles.block} aria-labelledby="overview-next">
          <h2 id="overview-next">{t('account:overview.next.title')}</h2>
          <p className={styles.lead}>{t('account:overview.next.lead')}</p>
          <ul className={styles.links}>
            <li>
              <Link to="/properties">
                {t('account:overview.next.properties')} <ArrowRightIcon size={16} />
              </Link>
            </li>
            <li>
              <Link to="/premium-services">
                {t('account:overview.next.services')} <ArrowRightIcon size={16} />
              </Link>
            </li>
            <li>
              <Link to="/experiences">
                {t('account:overview.next.experiences')} <ArrowRightIcon size={16} />
              </Link>
            </li>
            <li>
              <Link to="/contact">
                {t('account:overview.next.contact')} <ArrowRightIcon size={16} />
              </Link>
            </li>
            {staff ? (
              <li>
                <Link to="/admin/dashboard">
                  {t('common:account.menu.admin')} <ArrowRightIcon size={16} />
                </Link>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
    </div>
  );
}
