import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ExperienceReadModel, ServiceReadModel } from '../../read-models/offering.read-models';
import type { BookableOffering } from './bookable-offering';
import { GetBookableOfferingQuery } from './get-bookable-offering.query';

@QueryHandler(GetBookableOfferingQuery)
export class GetBookableOfferingHandler implements IQueryHandler<GetBookableOfferingQuery, BookableOffering> {
  constructor(private readonly em: EntityManager) {}

  async execute({ kind, id }: GetBookableOfferingQuery): Promise<BookableOffering> {
    const em = this.em.fork();
    if (kind === 'service') {
      const row = await em.findOne(ServiceReadModel, { id });
      if (!row) throw new DomainError('not_found', 'service_not_found', `The service ${id} does not exist`);
      return { kind, id, title: row.title, image: row.image, priceFromEur: row.priceFromEur };
    }
    const row = await em.findOne(ExperienceReadModel, { id });
    if (!row)
      throw new DomainError('not_found', 'experience_not_found', `The experience ${id} does not exist`);
    return {
      kind,
      id,
      title: row.title,
      image: row.image,
      priceEur: row.priceEur,
      priceBasis: row.priceBasis,
      maxGuestsPerDate: row.maxGuestsPerDate,
    };
  }
}
