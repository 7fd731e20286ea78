import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardMedia, cardStretchedLinkClass } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { ArrowRightIcon, CompassIcon, ConciergeIcon, KeyIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { useAgencyJsonLd } from '../../../lib/seo/use-agency-json-ld';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import styles from './home-page.module.css';

const DISCOVER = [
  { key: 'properties', to: '/properties', image: '/images/hero/hero-2.svg' },
  { key: 'services', to: '/services', image: '/images/hero/hero-1.svg' },
  { key: 'experiences', to: '/experiences', image: '/images/hero/hero-5.svg' },
] as const;

const SELLING_POINTS = [
  { key: 'exclusiveProperties', Icon: KeyIcon },
  { key: 'premiumService', Icon: ConciergeIcon },
  { key: 'privilegedLocations', Icon: CompassIcon },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  useDocumentMeta(t('meta.title'), t('meta.description'), { jsonLd: useAgencyJsonLd() });

  return (
    <>
      <div className={`container ${styles.heroWrap}`}>
        <section className={styles.hero} aria-labelledby="home-title">
          <span className="eyebrow">{t('hero.eyebrow')}</span>
          <h1 id="home-title">
            {t('hero.title')} <em>{t('hero.titleAccent')}</em>
          </h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          <div className={styles.heroActions}>
            <Link to="/properties" className={buttonClass({ size: 'lg' })}>
              {t('hero.primaryAction')}
            </Link>
            <Link to="/experiences" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('hero.secondaryAction')}
            </Link>
          </div>
        </section>
        <figure className={styles.quote}>
          <blockquote>
            <p>{t('hero.quote')}</p>
          </blockquote>
          <figcaption>{t('hero.quoteAuthor')}</figcaption>
        </figure>
      </div>

      <section className="section" aria-labelledby="home-discover">
        <div className="container">
          <div className={styles.sectionHead}>
            <PageIntro
              as="h2"
              id="home-discover"
              eyebrow={t('discover.eyebrow')}
              title={t('discover.title')}
              lead={t('discover.lead')}
            />
          </div>
          <ul className={styles.discoverGrid} role="list">
            {DISCOVER.map((item) => (
              <Card as="li" key={item.key} interactive className={styles.discoverCard}>
                <CardMedia>
                  <FallbackImage src={item.image} alt="" />
                </CardMedia>
                <CardBody>
                  <span className="eyebrow">{t(`discover.${item.key}.eyebrow`)}</span>
                  <h3>
                    <Link to={item.to} className={cardStretchedLinkClass}>
                      {t(`discover.${item.key}.title`)}
                    </Link>
                  </h3>
                  <p className={styles.discoverText}>{t(`discover.${item.key}.text`)}</p>
                  <span className={styles.more} aria-hidden="true">
                    {t('discover.more')}
                    <ArrowRightIcon size={16} />
                  </span>
                </CardBody>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${styles.pointsSection}`} aria-labelledby="home-points">
        <div className="container">
          <div className={styles.sectionHead}>
            <PageIntro as="h2" id="home-points" eyebrow={t('points.eyebrow')} title={t('points.title')} />
          </div>
          <ul className={styles.points}>
            {SELLING_POINTS.map(({ key, Icon }) => (
              <li key={key} className={styles.point}>
                <span className={styles.pointIcon}>
                  <Icon size={26} />
                </span>
                <h3>{t(`points.${key}.title`)}</h3>
                <p>{t(`points.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${styles.cta}`} aria-labelledby="home-cta" data-flush-bottom>
        <div className={`container-narrow ${styles.ctaInner}`}>
          <span className={`eyebrow ${styles.ctaEyebrow}`}>{t('cta.eyebrow')}</span>
          <h2 id="home-cta">{t('cta.title')}</h2>
          <span className={styles.ctaRule} aria-hidden="true" />
          <p>{t('cta.text')}</p>
          <Link to="/properties" className={buttonClass({ variant: 'gold', size: 'lg' })}>
            {t('cta.action')}
          </Link>
        </div>
      </section>
    </>
  );
}
