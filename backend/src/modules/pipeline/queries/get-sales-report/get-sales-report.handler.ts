import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { filterSql } from '../pipeline-filters';
import { GetSalesReportQuery } from './get-sales-report.query';
import { FUNNEL_STAGES, type FunnelStage, type SalesMonthDto, type SalesReportDto } from './sales-report.dto';

interface MonthRow {
  month: string;
  sales: number;
  total_price_eur: string;
  commission_eur: string;
  commission_vat_eur: string;
}

/** The column holding the instant a deal entered each stage of the funnel. */
const ENTERED: Record<FunnelStage, string> = {
  inquiry: 'opened_at',
  viewing: 'viewing_at',
  offer: 'offer_at',
  reserved: 'reserved_at',
  completed: 'completed_at',
};

/**
 * The owner's sales report over the last `months` Madrid months, today included: the sales and commission
 * of each month (by deed date), the funnel of the deals and the median days on market. Three statements,
 * each reading only the period's rows through its index.
 */
@QueryHandler(GetSalesReportQuery)
export class GetSalesReportHandler implements IQueryHandler<GetSalesReportQuery, SalesReportDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ filters, months }: GetSalesReportQuery): Promise<SalesReportDto> {
    const em = this.em.fork();
    const [{ from, to }] = await em.execute<{ from: string; to: string }[]>(
      `with today as (select (?::timestamptz at time zone 'Europe/Madrid')::date as day)
       select to_char(date_trunc('month', day) - (? - 1) * interval '1 month', 'YYYY-MM-DD') as from,
              to_char(day, 'YYYY-MM-DD') as to
       from today`,
      [this.clock.now().toISOString(), months],
    );
    const listings = filterSql(filters, 'l');
    const monthly = await em.execute<MonthRow[]>(
      `select to_char(m.month, 'YYYY-MM') as month, count(l.property_id)::int as sales,
         coalesce(sum(l.final_price_eur), 0)::text as total_price_eur,
         coalesce(sum(l.commission_eur), 0)::text as commission_eur,
         coalesce(sum(l.commission_vat_eur), 0)::text as commission_vat_eur
       from generate_series(?::date, ?::date, interval '1 month') as m(month)
       left join pipeline_listings l on l.sold_on >= m.month and l.sold_on < m.month + interval '1 month'
         and l.sold_on <= ?::date${listings.where}
       group by m.month order by m.month`,
      [from, to, to, ...listings.values],
    );
    // The period's first instant: midnight in Madrid of its first day.
    const since = `(?::date::timestamp at time zone 'Europe/Madrid')`;
    const deals = filterSql(filters, 'd');
    const funnelColumns = FUNNEL_STAGES.map(
      (stage) => `count(*) filter (where d.${ENTERED[stage]} >= ${since})::int as ${stage}`,
    ).join(', ');
    // Every deal reaches its stages after it opens, so the deals opened before the period that reached a
    // stage in it are found among those updated in it.
    const [funnel] = await em.execute<Record<FunnelStage, number>[]>(
      `select ${funnelColumns} from pipeline_deals d where d.updated_at >= ${since}${deals.where}`,
      [...FUNNEL_STAGES.map(() => from), from, ...deals.values],
    );
    const [market] = await em.execute<{ median: number | null; reservations: number }[]>(
      `select (percentile_cont(0.5) within group (
                 order by extract(epoch from l.reserved_at - l.listed_at) / 86400))::float8 as median,
              count(*)::int as reservations
       from pipeline_listings l where l.reserved_at >= ${since}${listings.where}`,
      [from, ...listings.values],
    );
    return {
      months,
      from,
      to,
      monthly: monthly.map((row): SalesMonthDto => ({
        month: row.month,
        sales: row.sales,
        totalPriceEur: Number(row.total_price_eur),
        commissionEur: Number(row.commission_eur),
        commissionVatEur: Number(row.commission_vat_eur),
      })),
      funnel: FUNNEL_STAGES.map((stage) => ({ stage, deals: funnel[stage] })),
      medianDaysOnMarket: market.median === null ? null : Math.round(market.median * 10) / 10,
      reservations: market.reservations,
    };
  }
}
