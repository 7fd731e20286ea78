import { useTranslation } from 'react-i18next';
import type { SellerReport } from '../../../lib/api/types';
import { formatDay, formatMomentIn, formatPrice } from '../../../lib/format/format';
import { useLocalize } from '../../../lib/i18n/localize';
import { toLanguage } from '../../../lib/i18n/languages';
import styles from './seller-report-view.module.css';

/** The agency's clock: viewings are told in Madrid time, whatever the reader's browser says. */
const MADRID = 'Europe/Madrid';
const ARROWS = { up: '↑', down: '↓', same: '=' } as const;

/** One property's week for its seller: the figures against the week before, viewings and offers. */
export function SellerReportView({ report }: { report: SellerReport }) {
  const { t, i18n } = useTranslation('sellerReport');
  const language = toLanguage(i18n.language);
  const localize = useLocalize();
  return (
    <article className={styles.report}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1>{localize(report.property.title)}</h1>
        <p className={styles.week}>
          {t('week', {
            from: formatDay(report.week.from, language),
            to: formatDay(report.week.to, language),
          })}
        </p>
      </header>

      <section aria-labelledby="seller-report-figures">
        <h2 id="seller-report-figures">{t('figures.heading')}</h2>
        <ul className={styles.figures}>
          {report.figures.map(({ figure, value, previous, trend }) => (
            <li key={figure} className={styles.figure} data-figure={figure}>
              <span className={styles.label}>{t(`figures.${figure}`)}</span>
              <strong className={styles.value}>{value}</strong>
              <span className={`${styles.trend} ${styles[trend]}`}>
                <span aria-hidden="true">{ARROWS[trend]} </span>
                {t(`trend.${trend}`, { previous })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="seller-report-viewings">
        <h2 id="seller-report-viewings">{t('viewings.heading')}</h2>
        {report.viewings.length === 0 ? (
          <p className={styles.empty}>{t('viewings.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {report.viewings.map((viewing) => (
              <li key={viewing.startsAt} className={styles.viewing}>
                <p className={styles.when}>
                  {formatMomentIn(viewing.startsAt, language, MADRID, { to: 'minute' })}
                </p>
                <p>{viewing.interest ? t(`interest.${viewing.interest}`) : t('viewings.noFeedback')}</p>
                {viewing.remarks ? (
                  <blockquote className={styles.remarks}>{viewing.remarks}</blockquote>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="seller-report-offers">
        <h2 id="seller-report-offers">{t('offers.heading')}</h2>
        {report.offers.length === 0 ? (
          <p className={styles.empty}>{t('offers.empty')}</p>
        ) : (
          <table className={styles.offers}>
            <thead>
              <tr>
                <th scope="col">{t('offers.date')}</th>
                <th scope="col">{t('offers.amount')}</th>
                <th scope="col">{t('offers.status')}</th>
              </tr>
            </thead>
            <tbody>
              {report.offers.map((offer) => (
                <tr key={offer.madeAt}>
                  <td>{formatMomentIn(offer.madeAt, language, MADRID, { to: 'minute' })}</td>
                  <td>{formatPrice(offer.amountEur)}</td>
                  <td>{t(`offerStatus.${offer.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}
