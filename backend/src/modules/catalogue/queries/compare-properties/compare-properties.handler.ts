import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { ComparePropertiesQuery } from './compare-properties.query';
import { ComparedPropertyDto, PropertyComparisonDto } from './property-comparison.dto';

@QueryHandler(ComparePropertiesQuery)
export class ComparePropertiesHandler implements IQueryHandler<
  ComparePropertiesQuery,
  PropertyComparisonDto
> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ComparePropertiesQuery): Promise<PropertyComparisonDto> {
    // Public as the property page decides it: a draft, a withdrawn or a deleted property is not shown.
    const rows = await this.em.fork().find(PropertyReadModel, {
      id: { $in: [...query.propertyIds] },
      status: { $in: [...PUBLIC_PROPERTY_STATUSES] },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      items: query.propertyIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [ComparedPropertyDto.from(row)] : [];
      }),
      unavailable: query.propertyIds.filter((id) => !byId.has(id)),
    };
  }
}
