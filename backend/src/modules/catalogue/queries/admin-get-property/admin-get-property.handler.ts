import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { AdminGetPropertyQuery } from './admin-get-property.query';
import { AdminPropertyDetailDto } from './admin-property-detail.dto';

@QueryHandler(AdminGetPropertyQuery)
export class AdminGetPropertyHandler implements IQueryHandler<AdminGetPropertyQuery, AdminPropertyDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: AdminGetPropertyQuery): Promise<AdminPropertyDetailDto> {
    const row = await this.em.fork().findOne(PropertyReadModel, { id: query.propertyId });
    if (!row) throw new DomainError('not_found', 'property_not_found', 'This property does not exist.');
    return AdminPropertyDetailDto.fromAnyStatus(row, this.clock.now());
  }
}
