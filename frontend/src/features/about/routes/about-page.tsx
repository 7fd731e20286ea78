import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { CompassIcon, KeyIcon, LockIcon, SparkleIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { AGENCY } from '../../../lib/agency/agency-info';
import { formatNumber } from '../../../lib/format/format';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import styles from './about-page.module.css';

const VALUES = [
  { key: 'discretion', Icon: LockIcon },
  { key: 'knowledge', Icon: CompassIcon },
  { key: 'excellence', Icon: SparkleIcon },
  { key: 'trust', Icon: KeyIcon },
] as const;

/** /about: who the agency is, its mission and vision, the values behind them and a few figures. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const language = useLanguage();
  useDocumentMeta(t('meta.title'), t('meta.description'));

  // The labels follow the figure: `count` picks the plural form ("1 office", "3 офиса", "5 офисов").
  const figures = [
    { key: 'sold', label: t('figures.sold'), value: `${formatNumber(AGENCY.propertiesSold, language)}+` },
    { key: 'since', label: t('figures.since'), value: String(AGENCY.foundedYear) },
    {
      key: 'offices',
      label: t('figures.offices', { count: AGENCY.offices.length }),
      value: formatNumber(AGENCY.offices.length, language),
    },
    {
      key: 'languages',
      label: t('figures.languages', { count: LANGUAGES.length }),
      value: formatNumber(LANGUAGES.length, language),
    },
  ];

  return (
    <>
      <section className={`section ${styles.hero}`}>
        <div className="container">
          <PageIntro eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.intro')} />
        </div>
      </section>

      <section className={`section ${styles.story}`} aria-labelledby="about-story">
        <div className={`container ${styles.storyGrid}`}>
          <div className={styles.storyImage}>
            <img
              src="/images/hero/hero-3.svg"
              alt=""
              width={1920}
              height={1080}
              loading="lazy"
              decoding="async"
            />
          </div>
          <div className={styles.storyText}>
            <h2 id="about-story">{t('story.title')}</h2>
            <span className={styles.rule} aria-hidden="true" />
            <p>{t('story.p1')}</p>
            <p>{t('story.p2')}</p>
          </div>
        </div>
      </section>

      <section className={styles.purpose} aria-label={`${t('mission.title')} · ${t('vision.title')}`}>
        <div className={`container ${styles.purposeGrid}`}>
          <article className={styles.statement} aria-labelledby="about-mission">
            <span className="eyebrow">01</span>
            <h2 id="about-mission">{t('mission.title')}</h2>
            <p>{t('mission.body')}</p>
          </article>
          <article className={styles.statement} aria-labelledby="about-vision">
            <span className="eyebrow">02</span>
            <h2 id="about-vision">{t('vision.title')}</h2>
            <p>{t('vision.body')}</p>
          </article>
        </div>
      </section>

      <section className="section" aria-labelledby="about-values">
        <div className="container">
          <PageIntro as="h2" id="about-values" title={t('values.title')} align="center" />
          <ul className={styles.values} role="list">
            {VALUES.map(({ key, Icon }) => (
              <li key={key} className={styles.value}>
                <span className={styles.valueIcon}>
                  <Icon size={26} />
                </span>
                <h3>{t(`values.${key}.title`)}</h3>
                <p>{t(`values.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.figures} aria-labelledby="about-figures">
        <div className="container">
          <h2 id="about-figures" className="visually-hidden">
            {t('figures.title')}
          </h2>
          <dl className={styles.figureList}>
            {figures.map(({ key, label, value }) => (
              <div key={key} className={styles.figure}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={`section ${styles.cta}`} aria-labelledby="about-cta">
        <div className="container-narrow">
          <PageIntro as="h2" id="about-cta" title={t('cta.title')} lead={t('cta.body')} align="center">
            <Link to="/contact" className={buttonClass({ variant: 'primary', size: 'lg' })}>
              {t('cta.button')}
            </Link>
          </PageIntro>
        </div>
      </section>
    </>
  );
}
