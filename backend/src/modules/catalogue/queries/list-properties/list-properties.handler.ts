import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { ListPropertiesQuery } from './list-properties.query';
import { propertySearchSql, SEARCH_LIMITS } from './property-search';
import { PropertySummaryDto, type PropertyListDto, type PropertySummaryRow } from './property-summary.dto';

@QueryHandler(ListPropertiesQuery)
export class ListPropertiesHandler implements IQueryHandler<ListPropertiesQuery, PropertyListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListPropertiesQuery): Promise<PropertyListDto> {
    const { search } = query;
    const limit = search.limit ?? SEARCH_LIMITS.maxPage;
    const offset = search.offset ?? 0;
    const { sql, params } = propertySearchSql(search);
    const rows = await this.em
      .getConnection()
      .execute<(PropertySummaryRow & { total: number; id: string | null })[]>(sql, params);
    const counted = rows[0]?.total ?? 0;
    // An empty page is one row without a property (the count still comes with it). The page holds one row past
    // the limit when a next page exists.
    const matches = rows.filter((row) => row.id !== null);
    const items = matches.slice(0, limit);
    return {
      items: items.map((row) => PropertySummaryDto.fromRow(row, this.clock.now())),
      total: Math.min(counted, SEARCH_LIMITS.countCap),
      totalIsCapped: counted > SEARCH_LIMITS.countCap,
      limit,
      offset,
      nextOffset: matches.length > limit ? offset + limit : null,
    };
  }
}
