import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import type { ListingStatistics } from '../api/listing-statistics';
import styles from './listing-statistics-panel.module.css';

const FIGURES = ['views', 'favorites', 'inquiries', 'viewings', 'offers', 'savedSearchMatches'] as const;

/**
 * The page views per day as bars (an SVG drawn for the eye only), and every figure per day in a table that
 * screen readers read instead: the figure's caption names both.
 */
export function ViewsChart({ statistics, title }: { statistics: ListingStatistics; title: string }) {
  const { t } = useTranslation('adminStatistics');
  const language = useLanguage();
  const captionId = useId();
  const { daily, period } = statistics;
  const highest = Math.max(1, ...daily.map((day) => day.views));
  const from = formatDay(period.from, language);
  const to = formatDay(period.to, language);

  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.scale}>
          <span>{formatNumber(highest, language)}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${daily.length} 100`}
          preserveAspectRatio="none"
          focusable="false"
          data-testid="views-chart"
        >
          {daily.map((day, index) =>
            day.views > 0 ? (
              <rect
                key={day.day}
                className={styles.bar}
                x={index + 0.15}
                width={0.7}
                y={100 - (day.views / highest) * 100}
                height={(day.views / highest) * 100}
              />
            ) : null,
          )}
        </svg>
        <span />
        <div className={styles.axis}>
          <span>{from}</span>
          <span>{to}</span>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {t('chart.caption', { title, from, to })}
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('chart.table', { title, from, to })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col">
                {t(`figures.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day, language)}</th>
              {FIGURES.map((figure) => (
                <td key={figure}>{formatNumber(day[figure], language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
