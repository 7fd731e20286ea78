import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ListingFiguresDto } from '../get-listing-statistics/listing-statistics.dto';
import { GetListingFiguresQuery } from './get-listing-figures.query';

@QueryHandler(GetListingFiguresQuery)
export class GetListingFiguresHandler implements IQueryHandler<GetListingFiguresQuery, ListingFiguresDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ propertyId, from, to }: GetListingFiguresQuery): Promise<ListingFiguresDto> {
    const [row] = await this.em.fork().execute<ListingFiguresDto[]>(
      `select
         (select coalesce(sum(views), 0)::int from listing_daily_views
           where property_id = ? and day between ?::date and ?::date) as views,
         coalesce(sum(a.favorites), 0)::int as favorites,
         coalesce(sum(a.inquiries), 0)::int as inquiries,
         coalesce(sum(a.viewings), 0)::int as viewings,
         coalesce(sum(a.offers), 0)::int as offers,
         coalesce(sum(a.saved_search_matches), 0)::int as "savedSearchMatches"
       from listing_daily_activity a
       where a.property_id = ? and a.day between ?::date and ?::date`,
      [propertyId, from, to, propertyId, from, to],
    );
    return row;
  }
}
