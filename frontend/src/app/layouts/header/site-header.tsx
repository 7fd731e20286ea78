import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AccountSlot } from './account-slot';
import { BrandMark } from './brand-mark';
import { HeroCarousel } from './hero-carousel';
import { LanguageSelector } from './language-selector';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import styles from './site-header.module.css';

/**
 * The site header: brand, navigation, language selector and account place. The decorative hero carousel is the
 * home page's alone: on every other page the content (a property's gallery and price, the listings, the back
 * office) starts right under the bar.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to="/" className={styles.brand} aria-label={t('brand.homeLink')}>
            <BrandMark />
            <span className={styles.brandText}>
              <span className={styles.brandName}>{t('brand.short')}</span>
              <span className={styles.brandTagline}>{t('brand.tagline')}</span>
            </span>
          </Link>
          <MainNav className={styles.desktopOnly} />
          <div className={styles.actions}>
            <LanguageSelector />
            <AccountSlot />
            <MobileNav />
          </div>
        </div>
      </div>
      {pathname === '/' ? <HeroCarousel /> : null}
    </header>
  );
}
