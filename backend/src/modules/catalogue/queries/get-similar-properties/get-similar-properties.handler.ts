import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { CATALOGUE_ID } from '../../commands/catalogue-id';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { PropertySummaryDto, type PropertySummaryRow } from '../list-properties/property-summary.dto';
import { GetSimilarPropertiesQuery } from './get-similar-properties.query';
import { similarPropertiesSql } from './similar-properties-sql';

@QueryHandler(GetSimilarPropertiesQuery)
export class GetSimilarPropertiesHandler implements IQueryHandler<
  GetSimilarPropertiesQuery,
  PropertySummaryDto[]
> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetSimilarPropertiesQuery): Promise<PropertySummaryDto[]> {
    if (!CATALOGUE_ID.test(query.propertyId)) throw propertyNotFound();
    const em = this.em.fork();
    const anchor = await em.findOne(
      PropertyReadModel,
      { id: query.propertyId, status: { $in: [...PUBLIC_PROPERTY_STATUSES] } },
      { fields: ['id', 'location', 'area', 'type', 'priceEur'] },
    );
    if (!anchor) throw propertyNotFound();
    const { sql, params } = similarPropertiesSql(anchor);
    const rows = await em.getConnection().execute<PropertySummaryRow[]>(sql, params);
    return rows.map((row) => PropertySummaryDto.fromRow(row, this.clock.now()));
  }
}

function propertyNotFound(): DomainError {
  return new DomainError(
    'not_found',
    'property_not_found',
    'This property does not exist or is no longer listed.',
  );
}
