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
    const total = rows[0]?.total ?? 0;
    // An empty page is one row without a property (the total still comes with it).
    const items = rows.filter((row) => row.id !== null);
    const nextOffset = offset + items.length < total ? offset + items.length : null;
    return {
      items: items.map((row) => PropertySummaryDto.fromRow(row, this.clock.now())),
      total,
      limit,
      offset,
      nextOffset,
    };
  }
}
