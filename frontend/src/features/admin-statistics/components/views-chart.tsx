import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/ui/bar-chart';
import { formatDay, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import type { ListingStatistics } from '../api/listing-statistics';

const FIGURES = ['views', 'favorites', 'inquiries', 'viewings', 'offers', 'savedSearchMatches'] as const;

/**
 * The page views per day as bars, and every figure per day in the table screen readers read instead.
 */
export function ViewsChart({ statistics, title }: { statistics: ListingStatistics; title: string }) {
  const { t } = useTranslation('adminStatistics');
  const language = useLanguage();
  const { daily, period } = statistics;
  const from = formatDay(period.from, language);
  const to = formatDay(period.to, language);

  return (
    <BarChart
      values={daily.map((day) => day.views)}
      caption={t('chart.caption', { title, from, to })}
      axis={[from, to]}
      formatValue={(value) => formatNumber(value, language)}
      testId="views-chart"
      table={{
        caption: t('chart.table', { title, from, to }),
        columns: [t('chart.day'), ...FIGURES.map((figure) => t(`figures.${figure}`))],
        rows: daily.map((day) => ({
          key: day.day,
          header: formatDay(day.day, language),
          cells: FIGURES.map((figure) => formatNumber(day[figure], language)),
        })),
      }}
    />
  );
}
