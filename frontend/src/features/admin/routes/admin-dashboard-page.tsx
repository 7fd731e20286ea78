import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { useSession } from '../../../lib/auth/session';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { UserCountsPanel } from '../components/user-counts';
import styles from '../components/admin.module.css';

interface Shortcut {
  to: string;
  key: 'users' | 'properties' | 'dashboard';
}

/**
 * /admin/dashboard (admins and owners): the user counts and the ways on. The catalogue's own numbers and
 * management arrive with the catalogue administration.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentMeta(t('dashboard.meta.title'), t('dashboard.meta.description'));
  const session = useSession();
  const owner = session.user?.role === 'owner';

  const shortcuts: Shortcut[] = [
    ...(owner ? [{ to: '/owner/users', key: 'users' as const }] : []),
    { to: '/properties', key: 'properties' },
    { to: '/dashboard', key: 'dashboard' },
  ];

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('dashboard.eyebrow')} title={t('dashboard.title')} lead={t('dashboard.lead')} />
        <section className={styles.section} aria-labelledby="admin-users">
          <h2 id="admin-users">{t('dashboard.users')}</h2>
          <UserCountsPanel />
        </section>
        <section className={styles.section} aria-labelledby="admin-shortcuts">
          <h2 id="admin-shortcuts">{t('dashboard.shortcuts')}</h2>
          <ul className={styles.links}>
            {shortcuts.map((shortcut) => (
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
