import { QueryHandler, QueryBus, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { GetListingStatisticsQuery } from './get-listing-statistics.query';
import type { ListingDayDto, ListingFiguresDto, ListingStatisticsDto } from './listing-statistics.dto';

interface DayRow {
  day: string;
  views: number;
  favorites: number;
  inquiries: number;
  viewings: number;
  offers: number;
  savedSearchMatches: number;
}

const FIGURES = ['views', 'favorites', 'inquiries', 'viewings', 'offers', 'savedSearchMatches'] as const;

function sum(rows: readonly DayRow[]): ListingFiguresDto {
  const totals = { views: 0, favorites: 0, inquiries: 0, viewings: 0, offers: 0, savedSearchMatches: 0 };
  for (const row of rows) for (const figure of FIGURES) totals[figure] += row[figure];
  return totals;
}

/**
 * The figures of the last `days` days (today in Madrid included) day by day, and of the as many days before
 * them, read in one statement over both periods: every day is listed, a day without anything as zeros.
 */
@QueryHandler(GetListingStatisticsQuery)
export class GetListingStatisticsHandler implements IQueryHandler<
  GetListingStatisticsQuery,
  ListingStatisticsDto
> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ propertyId, days }: GetListingStatisticsQuery): Promise<ListingStatisticsDto> {
    // 404 property_not_found for an unknown property (drafts and withdrawn ones have statistics too).
    await this.queries.execute(new AdminGetPropertyQuery(propertyId));
    const rows = await this.em.fork().execute<DayRow[]>(
      `with today as (select (?::timestamptz at time zone 'Europe/Madrid')::date as day),
       days as (
         select (today.day - n)::date as day from today, generate_series(0, ? * 2 - 1) as n
       )
       select to_char(days.day, 'YYYY-MM-DD') as day,
              coalesce(v.views, 0)::int as views,
              coalesce(a.favorites, 0)::int as favorites,
              coalesce(a.inquiries, 0)::int as inquiries,
              coalesce(a.viewings, 0)::int as viewings,
              coalesce(a.offers, 0)::int as offers,
              coalesce(a.saved_search_matches, 0)::int as "savedSearchMatches"
       from days
       left join listing_daily_views v on v.property_id = ? and v.day = days.day
       left join listing_daily_activity a on a.property_id = ? and a.day = days.day
       order by days.day`,
      [this.clock.now().toISOString(), days, propertyId, propertyId],
    );
    const previousDays = rows.slice(0, days);
    const daily: ListingDayDto[] = rows.slice(days);
    return {
      propertyId,
      days,
      period: { from: daily[0].day, to: daily[daily.length - 1].day, totals: sum(daily) },
      previous: {
        from: previousDays[0].day,
        to: previousDays[previousDays.length - 1].day,
        totals: sum(previousDays),
      },
      daily,
    };
  }
}
