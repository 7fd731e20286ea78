import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { mandateRows } from '../../read-models/mandate-rows';
import { GetPropertyMandateQuery, type PropertyMandate } from './get-property-mandate.query';

@QueryHandler(GetPropertyMandateQuery)
export class GetPropertyMandateHandler implements IQueryHandler<
  GetPropertyMandateQuery,
  PropertyMandate | null
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ propertyId }: GetPropertyMandateQuery): Promise<PropertyMandate | null> {
    const row = await mandateRows.mandateOf(this.em.fork(), propertyId);
    return row?.terms ? { propertyId, ...row.terms } : null;
  }
}
