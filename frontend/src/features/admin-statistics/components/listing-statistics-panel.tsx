import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber, formatPercent } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import {
  STATISTICS_PERIODS,
  useListingStatistics,
  type ListingFigures,
  type StatisticsPeriod,
} from '../api/listing-statistics';
import { figureChange } from './figure-change';
import styles from './listing-statistics-panel.module.css';
import { ViewsChart } from './views-chart';

const FIGURES = ['views', 'favorites', 'inquiries', 'viewings', 'offers', 'savedSearchMatches'] as const;

export interface ListingStatisticsPanelProps {
  propertyId: string;
  /** The property's title, named in the chart's caption. */
  title: string;
}

function PeriodSelector({
  value,
  onChange,
}: {
  value: StatisticsPeriod;
  onChange: (days: StatisticsPeriod) => void;
}) {
  const { t } = useTranslation('adminStatistics');
  const name = useId();
  return (
    <fieldset className={styles.periods}>
      <legend className="visually-hidden">{t('period.label')}</legend>
      {STATISTICS_PERIODS.map((days) => (
        <label key={days} className={styles.period}>
          <input
            type="radio"
            name={name}
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
          />
          <span>{t('period.days', { count: days })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Totals({
  totals,
  previous,
  days,
}: {
  totals: ListingFigures;
  previous: ListingFigures;
  days: StatisticsPeriod;
}) {
  const { t } = useTranslation('adminStatistics');
  const language = useLanguage();
  return (
    <dl className={styles.totals}>
      {FIGURES.map((figure) => {
        const change = figureChange(totals[figure], previous[figure]);
        const before = formatNumber(previous[figure], language);
        const text =
          change.kind === 'up' || change.kind === 'down'
            ? t(`change.${change.kind}`, { percent: formatPercent(change.percent, language), days, before })
            : t(`change.${change.kind}`, { days, before });
        return (
          <div key={figure} className={styles.total} data-figure={figure}>
            <dt>{t(`figures.${figure}`)}</dt>
            <dd className={styles.value}>{formatNumber(totals[figure], language)}</dd>
            <dd
              className={`${styles.change} ${change.kind === 'up' ? styles.up : change.kind === 'down' ? styles.down : styles.muted}`}
            >
              {text}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function StatisticsContent({ propertyId, title }: ListingStatisticsPanelProps) {
  const { t } = useTranslation(['adminStatistics', 'common']);
  const [days, setDays] = useState<StatisticsPeriod>(30);
  const statistics = useListingStatistics(propertyId, days);
  const titleId = useId();

  const heading = (
    <div className={styles.head}>
      <h2 id={titleId} className={styles.title}>
        {t('adminStatistics:title')}
      </h2>
      <PeriodSelector value={days} onChange={setDays} />
    </div>
  );

  if (statistics.isPending) {
    return (
      <section className={styles.panel} aria-labelledby={titleId} aria-busy="true">
        {heading}
        <span className="visually-hidden" role="status">
          {t('adminStatistics:loading')}
        </span>
        <Skeleton variant="block" height="12rem" />
      </section>
    );
  }
  if (statistics.isError) {
    const failure = describeApiError(statistics.error);
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        {heading}
        <ErrorState
          headingLevel="h3"
          title={t('adminStatistics:loadFailed')}
          message={failure.apiMessage ?? t(`common:${failure.key}`)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void statistics.refetch()}
        />
      </section>
    );
  }

  const data = statistics.data;
  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={statistics.isPlaceholderData}>
      {heading}
      <p className={styles.muted}>{t('adminStatistics:lead')}</p>
      <Totals totals={data.period.totals} previous={data.previous.totals} days={days} />
      <ViewsChart statistics={data} title={title} />
      <p className={styles.muted}>{t('adminStatistics:privacy')}</p>
    </section>
  );
}

/**
 * "Estadísticas del anuncio" on the property editor: the page views, favorites, inquiries, viewings and
 * offers of the last 30, 90 or 365 days, each against the period before, and the views day by day.
 */
export function ListingStatisticsPanel(props: ListingStatisticsPanelProps) {
  // Its texts come with the panel: the editor's page goes on showing while they load.
  return (
    <Suspense fallback={<Skeleton variant="block" height="12rem" />}>
      <StatisticsContent {...props} />
    </Suspense>
  );
}
