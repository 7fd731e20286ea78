import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventStore } from '../../../../platform/event-store/event-store';
import { Clock } from '../../../../platform/time/clock';
import { CATALOGUE_ID } from '../../commands/catalogue-id';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import { propertyStreamId } from '../../domain/property.events';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { GetPropertyQuery } from './get-property.query';
import { PropertyDetailDto } from './property-detail.dto';
import { publicPriceHistory } from './public-price-history';

@QueryHandler(GetPropertyQuery)
export class GetPropertyHandler implements IQueryHandler<GetPropertyQuery, PropertyDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly events: EventStore,
  ) {}

  async execute(query: GetPropertyQuery): Promise<PropertyDetailDto> {
    if (!CATALOGUE_ID.test(query.propertyId)) throw propertyNotFound();
    const em = this.em.fork();
    const row = await em.findOne(PropertyReadModel, { id: query.propertyId });
    if (row && PUBLIC_PROPERTY_STATUSES.includes(row.status))
      return PropertyDetailDto.from(row, this.clock.now(), await publicPriceHistory(em, row.id));
    // Withdrawn, or deleted (its read-model row is gone, its stream stays): gone for good, which search
    // engines are told (410) so they drop the address. A draft was never public: it does not exist.
    const taken = row
      ? row.status === 'withdrawn'
      : (await this.events.streamVersion(em, propertyStreamId(query.propertyId))) !== null;
    if (taken)
      throw new DomainError('gone', 'property_withdrawn', 'This property is no longer on the market.');
    throw propertyNotFound();
  }
}

function propertyNotFound(): DomainError {
  return new DomainError(
    'not_found',
    'property_not_found',
    'This property does not exist or is no longer listed.',
  );
}
