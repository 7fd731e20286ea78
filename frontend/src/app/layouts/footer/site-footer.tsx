import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '../../../components/ui/icons';
import { AGENCY } from '../../../lib/agency/agency-info';
import type { SocialNetwork } from '../../../lib/agency/agency-info';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import { BrandMark } from '../header/brand-mark';
import styles from './site-footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, typeof InstagramIcon> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
};

const QUICK_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/properties', key: 'nav.properties' },
  { to: '/services', key: 'nav.services' },
  { to: '/premium-services', key: 'nav.premiumServices' },
  { to: '/experiences', key: 'nav.experiences' },
  { to: '/calculator', key: 'nav.calculator' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', key: 'footer.legal.privacy' },
  { to: '/terms', key: 'footer.legal.terms' },
  { to: '/cookies', key: 'footer.legal.cookies' },
  { to: '/legal', key: 'footer.legal.notice' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = new Date().getFullYear();
  const hq = AGENCY.headquarters;

  return (
    <footer className={styles.footer}>
      <div className={styles.claims}>
        <div className={`container ${styles.claimsInner}`}>
          <p className={styles.claim}>
            <span className={styles.claimValue}>+{formatNumber(AGENCY.propertiesSold, language)}</span>{' '}
            <span className={styles.claimLabel}>{t('footer.claims.sold')}</span>
          </p>
          <p className={styles.claim}>
            <span className={styles.claimValue}>{AGENCY.foundedYear}</span>{' '}
            <span className={styles.claimLabel}>{t('footer.claims.since')}</span>
          </p>
          <p className={styles.claim}>
            <span className={styles.claimValue}>{AGENCY.offices.length}</span>{' '}
            <span className={styles.claimLabel}>{t('footer.claims.offices')}</span>
          </p>
        </div>
      </div>

      <div className={`container ${styles.grid}`}>
        <div className={styles.brandBlock}>
          <Link to="/" className={styles.brand} aria-label={t('brand.homeLink')}>
            <BrandMark size={44} />
            <span className={styles.brandName}>{t('brand.name')}</span>
          </Link>
          <p>{t('footer.about')}</p>
          <p>{t('footer.claimsSentence', { count: AGENCY.propertiesSold, year: AGENCY.foundedYear })}</p>
          <div>
            <h2 className={styles.heading}>{t('footer.followUs')}</h2>
            <ul className={styles.social}>
              {AGENCY.social.map((network) => {
                const Icon = SOCIAL_ICONS[network.id];
                return (
                  <li key={network.id}>
                    <a
                      href={network.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.social.${network.id}`)}
                    >
                      <Icon size={18} />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <nav aria-label={t('footer.quickLinks')}>
          <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <PhoneIcon size={16} />
              <a href={AGENCY.phoneHref}>
                <span className="visually-hidden">{t('footer.phone')}: </span>
                {AGENCY.phone}
              </a>
            </li>
            <li className={styles.contactItem}>
              <MailIcon size={16} />
              <a href={`mailto:${AGENCY.email}`}>
                <span className="visually-hidden">{t('footer.email')}: </span>
                {AGENCY.email}
              </a>
            </li>
            <li className={styles.contactItem}>
              <MapPinIcon size={16} />
              <address className={styles.address}>
                <span className="visually-hidden">{t('footer.address')}: </span>
                {hq.street}, {hq.postalCode} {hq.city}, {hq.province}
              </address>
            </li>
            <li className={styles.contactItem}>
              <ClockIcon size={16} />
              <span>
                <span className="visually-hidden">{t('footer.hoursLabel')}: </span>
                {t('footer.hours')}
              </span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{t('footer.offices')}</h2>
          <dl className={styles.offices}>
            {AGENCY.offices.map((office) => (
              <div key={office.id} className={styles.office}>
                {/* The office by its town's name in the reader's language; its postal address stays Spanish. */}
                <dt>{placeName(office.city, language)}</dt>
                <dd>
                  {office.street}, {office.postalCode} {office.city}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('footer.copyright', { year, name: t('brand.name') })}</p>
          <nav aria-label={t('footer.legal.label')}>
            <ul className={styles.legal}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
