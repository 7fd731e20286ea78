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

/**
 * The owner's sales report over the last `months` Madrid months, today included: the sales and commission
 * of each month (by deed date), the cumulative funnel of the period's deals and the median days on market.
 * Each statement reads only the period's rows through an index.
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
      `with sold as (
         select date_trunc('month', l.sold_on)::date as month, count(*)::int as sales,
           sum(l.final_price_eur) as total_price_eur, sum(l.commission_eur) as commission_eur,
           sum(l.commission_vat_eur) as commission_vat_eur
         from pipeline_listings l where l.sold_on between ?::date and ?::date${listings.where}
         group by 1
       )
       select to_char(m.month, 'YYYY-MM') as month, coalesce(sold.sales, 0) as sales,
         coalesce(sold.total_price_eur, 0)::text as total_price_eur,
         coalesce(sold.commission_eur, 0)::text as commission_eur,
         coalesce(sold.commission_vat_eur, 0)::text as commission_vat_eur
       from generate_series(?::date, ?::date, interval '1 month') as m(month)
       left join sold on sold.month = m.month
       order by m.month`,
      [from, to, ...listings.values, from, to],
    );
    // Cumulative: the projection counts each deal at every stage up to the furthest it reached, in the
    // month it last did (see `recount`), so no stage outnumbers the one before.
    const counted = filterSql(filters, 'm');
    const funnel = await em.execute<{ stage: FunnelStage; deals: number }[]>(
      `select stage, sum(deals)::int as deals from pipeline_stage_months m
       where m.month >= ?::date${counted.where} group by stage`,
      [from, ...counted.values],
    );
    const reached = new Map(funnel.map((row) => [row.stage, row.deals]));
    // The period's first instant: midnight in Madrid of its first day.
    const since = `(?::date::timestamp at time zone 'Europe/Madrid')`;
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
      funnel: FUNNEL_STAGES.map((stage) => ({ stage, deals: reached.get(stage) ?? 0 })),
      medianDaysOnMarket: market.median === null ? null : Math.round(market.median * 10) / 10,
      reservations: market.reservations,
    };
  }
}
