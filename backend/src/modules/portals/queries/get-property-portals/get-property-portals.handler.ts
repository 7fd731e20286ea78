import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Portal } from '../../domain/portals';
import { portalsOf } from '../../read-models/portals.projections';
import { GetPropertyPortalsQuery } from './get-property-portals.query';

@QueryHandler(GetPropertyPortalsQuery)
export class GetPropertyPortalsHandler implements IQueryHandler<GetPropertyPortalsQuery, Portal[]> {
  constructor(private readonly em: EntityManager) {}

  execute({ propertyId }: GetPropertyPortalsQuery): Promise<Portal[]> {
    return portalsOf(this.em.fork(), propertyId);
  }
}
