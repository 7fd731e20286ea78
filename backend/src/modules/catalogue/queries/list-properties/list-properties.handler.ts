import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { ListPropertiesQuery } from './list-properties.query';
import { PropertySummaryDto, type PropertyListDto } from './property-summary.dto';

@QueryHandler(ListPropertiesQuery)
export class ListPropertiesHandler implements IQueryHandler<ListPropertiesQuery, PropertyListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ListPropertiesQuery): Promise<PropertyListDto> {
    const [rows, total] = await this.em
      .fork()
      .findAndCount(
        PropertyReadModel,
        { status: { $in: [...PUBLIC_PROPERTY_STATUSES] } },
        { orderBy: { listedAt: 'desc', id: 'asc' } },
      );
    return { items: rows.map((row) => PropertySummaryDto.from(row, query.now)), total };
  }
}
