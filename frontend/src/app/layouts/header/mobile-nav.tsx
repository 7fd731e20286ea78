import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { EXPERIENCE_LINKS, NAV_LINKS } from './nav-links';
import controls from './header-controls.module.css';
import styles from './mobile-nav.module.css';

/** The navigation on phones and tablets: a menu button that opens the links under the header bar. */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const currentType = location.pathname === '/experiences' ? searchParams.get('type') : null;

  // Close when the page changes (a link was followed).
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${controls.control} ${controls.menuButton}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
      </button>
      {open ? (
        <nav id={panelId} aria-label={t('nav.label')} className={styles.panel}>
          <ul className={styles.list}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={styles.link}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <span className={styles.groupTitle} id={`${panelId}-experiences`}>
                {t('nav.experiences')}
              </span>
              <ul className={styles.subList} aria-labelledby={`${panelId}-experiences`}>
                {EXPERIENCE_LINKS.map((link) => (
                  <li key={link.type}>
                    <Link
                      to={link.to}
                      className={styles.subLink}
                      aria-current={currentType === link.type ? 'page' : undefined}
                    >
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
      ) : null}
    </>
  );
}
