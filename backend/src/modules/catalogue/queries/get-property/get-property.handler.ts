import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { GetPropertyQuery } from './get-property.query';
import { PropertyDetailDto } from './property-detail.dto';

@QueryHandler(GetPropertyQuery)
export class GetPropertyHandler implements IQueryHandler<GetPropertyQuery, PropertyDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetPropertyQuery): Promise<PropertyDetailDto> {
    const row = await this.em.fork().findOne(PropertyReadModel, {
      id: query.propertyId,
      status: { $in: [...PUBLIC_PROPERTY_STATUSES] },
    });
    if (!row)
      throw new DomainError(
        'not_found',
        'property_not_found',
        'This property does not exist or is no longer listed.',
      );
    return PropertyDetailDto.from(row, this.clock.now());
  }
}
