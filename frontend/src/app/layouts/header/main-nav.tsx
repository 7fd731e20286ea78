import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { Dropdown, dropdownItemClass } from '../../../components/ui/dropdown';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { EXPERIENCE_LINKS, NAV_LINKS } from './nav-links';
import styles from './main-nav.module.css';

/** The desktop navigation of the header. */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onExperiences = pathname === '/experiences';
  const currentType = onExperiences ? searchParams.get('type') : null;

  return (
    <nav aria-label={t('nav.label')} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.link}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
        <li>
          <Dropdown
            openOnHover
            trigger={(props, open) => (
              <button
                type="button"
                {...props}
                className={[styles.link, onExperiences && styles.active, open && styles.open]
                  .filter(Boolean)
                  .join(' ')}
              >
                {t('nav.experiences')}
                <ChevronDownIcon size={14} className={styles.chevron} />
              </button>
            )}
          >
            <ul>
              {EXPERIENCE_LINKS.map((link) => (
                <li key={link.type}>
                  <Link
                    to={link.to}
                    className={dropdownItemClass}
                    aria-current={currentType === link.type ? 'page' : undefined}
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      </ul>
    </nav>
  );
}
