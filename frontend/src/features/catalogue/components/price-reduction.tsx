import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { PropertyDetail, PropertySummary } from '../../../lib/api/types';
import { formatDayIn, formatPercent, formatPrice } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import styles from './price-reduction.module.css';

export type PriceReduction = NonNullable<PropertySummary['reduction']>;
export type PriceHistoryEntry = PropertyDetail['priceHistory'][number];

/** The agency's clock: a reduction made late on the 12th in Madrid reads "12 nov" in every browser and on the server. */
const AGENCY_TIME_ZONE = 'Europe/Madrid';

/** "Rebajado un 6 % el 12 nov": the latest reduction, while it is recent. */
export function ReductionBadge({ reduction, className }: { reduction: PriceReduction; className?: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <Badge tone="sand" className={className}>
      {t('priceReduction.mark', {
        percent: formatPercent(reduction.percent, language),
        date: formatDayIn(reduction.at, language, AGENCY_TIME_ZONE, { year: false }),
      })}
    </Badge>
  );
}

/** The price before the reduction, struck through, and said in words to a screen reader. */
export function PreviousPrice({ reduction, className }: { reduction: PriceReduction; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <p className={[styles.previous, className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{t('priceReduction.previousPrice')}: </span>
      <s>{formatPrice(reduction.previousPriceEur)}</s>
    </p>
  );
}

/** A change in whole percent with its sign: "−6 %", "+5 %". */
function signedPercent(percent: number, language: ReturnType<typeof useLanguage>): string {
  const value = formatPercent(Math.abs(percent), language);
  return percent < 0 ? `\u2212${value}` : `+${value}`;
}

/**
 * The listing's prices, newest first: each change with its percent and the first price as the start. Shown
 * once the price has changed at least once.
 */
export function PriceHistory({ history }: { history: readonly PriceHistoryEntry[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const headingId = useId();
  if (history.length < 2) return null;
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('priceReduction.history.heading')}
      </h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('priceReduction.history.date')}</th>
            <th scope="col">{t('priceReduction.history.price')}</th>
            <th scope="col">{t('priceReduction.history.change')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={`${entry.at}-${entry.priceEur}`}>
              <td>
                <time dateTime={entry.at}>{formatDayIn(entry.at, language, AGENCY_TIME_ZONE)}</time>
              </td>
              <td>{formatPrice(entry.priceEur)}</td>
              <td
                className={entry.changePercent !== null && entry.changePercent < 0 ? styles.down : undefined}
              >
                {entry.changePercent === null
                  ? t('priceReduction.history.start')
                  : signedPercent(entry.changePercent, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
