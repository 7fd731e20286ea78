import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/ui/bar-chart';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber, formatPrice, priceFormatFor } from '../../../lib/format/format';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useLanguage } from '../../../lib/i18n/localize';
import { usePipelineBoard, useSalesReport, type SalesReport } from '../api/pipeline';
import { PipelineFilters } from './pipeline-filters';
import styles from './pipeline.module.css';

/** A Madrid month (YYYY-MM) as its short name and year in the reader's language. */
function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

function SalesCharts({ report }: { report: SalesReport }) {
  const { t } = useTranslation('pipeline');
  const language = useLanguage();
  const { monthly, funnel } = report;
  const first = monthLabel(monthly[0].month, language);
  const last = monthLabel(monthly[monthly.length - 1].month, language);
  const commission = priceFormatFor(
    monthly.flatMap((month) => [month.commissionEur, month.commissionVatEur]),
  );
  const totals = monthly.reduce(
    (sum, month) => ({
      sales: sum.sales + month.sales,
      price: sum.price + month.totalPriceEur,
      commission: sum.commission + month.commissionEur,
    }),
    { sales: 0, price: 0, commission: 0 },
  );
  const widest = Math.max(1, ...funnel.map((step) => step.deals));
  const table = {
    caption: t('report.table', { from: first, to: last }),
    columns: [
      t('report.month'),
      t('report.sales'),
      t('report.totalPrice'),
      t('report.commission'),
      t('report.commissionVat'),
    ],
    rows: monthly.map((month) => ({
      key: month.month,
      header: monthLabel(month.month, language),
      cells: [
        formatNumber(month.sales, language),
        formatPrice(month.totalPriceEur),
        commission(month.commissionEur),
        commission(month.commissionVatEur),
      ],
    })),
  };

  return (
    <div className={styles.report}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('report.sales')}</dt>
          <dd>{formatNumber(totals.sales, language)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('report.totalPrice')}</dt>
          <dd>{formatPrice(totals.price)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('report.commission')}</dt>
          <dd>{commission(totals.commission)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('report.daysOnMarket')}</dt>
          <dd>
            {report.medianDaysOnMarket === null
              ? t('report.noReservations')
              : t('report.days', {
                  count: report.medianDaysOnMarket,
                  days: formatNumber(report.medianDaysOnMarket, language, 1),
                })}
          </dd>
        </div>
      </dl>
      {totals.sales === 0 ? (
        <p className={styles.empty}>{t('report.noSales', { from: first, to: last })}</p>
      ) : (
        <BarChart
          values={monthly.map((month) => month.commissionEur)}
          caption={t('report.chart', { from: first, to: last })}
          axis={[first, last]}
          formatValue={formatPrice}
          table={table}
          testId="sales-chart"
        />
      )}
      <section aria-labelledby="sales-funnel">
        <h3 id="sales-funnel" className={styles.subtitle}>
          {t('report.funnel')}
        </h3>
        <p className={styles.funnelCaption}>{t('report.funnelCaption')}</p>
        <ol className={styles.funnel}>
          {funnel.map((step) => (
            <li key={step.stage} className={styles.step}>
              <span>{t(`stages.${step.stage}`)}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${(step.deals / widest) * 100}%` }} />
              </span>
              <span className={styles.value}>
                {t('report.deals', { count: step.deals, deals: formatNumber(step.deals, language) })}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * The owner's "Sales" section of the dashboard: the last twelve months' sales and commission per month (bars
 * and, for screen readers, a table), the funnel of the deals and the median days on market, filtered by
 * agent and area like the board (`?agent=&area=` of the dashboard's address).
 */
export function SalesReportPanel() {
  const { t } = useTranslation(['pipeline', 'common']);
  const { params, update } = useListAddress<'agent' | 'area'>();
  const agent = params.get('agent') ?? '';
  const area = params.get('area') ?? '';
  const filters = { ...(agent ? { agent } : {}), ...(area ? { area } : {}) };
  const report = useSalesReport({ ...filters, months: 12 });
  // The board's answer names the agents and areas to filter by; only its lost column is asked for.
  const choices = usePipelineBoard({ stage: 'lost' });
  const failure = report.isError ? describeApiError(report.error) : null;

  return (
    <div className={styles.report}>
      <PipelineFilters
        agents={choices.data?.agents ?? []}
        areas={choices.data?.areas ?? []}
        agent={agent}
        area={area}
        onChange={update}
      />
      {report.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('pipeline:report.loading')}</span>
          <Skeleton variant="block" height="14rem" />
        </div>
      ) : null}
      {failure ? (
        <ErrorState
          title={t('pipeline:report.failed')}
          message={failure.apiMessage ?? t(`common:${failure.key}`)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.isSuccess ? <SalesCharts report={report.data} /> : null}
    </div>
  );
}
