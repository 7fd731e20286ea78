import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { pendingTranslations, type PendingTranslation } from '../../domain/translations';
import { ExperienceReadModel, ServiceReadModel } from '../../read-models/offering.read-models';
import { PropertyReadModel } from '../../read-models/property.read-model';
import { GetPendingTranslationsQuery } from './get-pending-translations.query';

@QueryHandler(GetPendingTranslationsQuery)
export class GetPendingTranslationsHandler implements IQueryHandler<
  GetPendingTranslationsQuery,
  PendingTranslation[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ kind, id }: GetPendingTranslationsQuery): Promise<PendingTranslation[]> {
    const em = this.em.fork();
    switch (kind) {
      case 'property': {
        const row = await em.findOne(PropertyReadModel, { id }, { fields: ['details', 'translations'] });
        return row ? pendingTranslations(row.details, row.translations) : [];
      }
      case 'service': {
        const row = await em.findOne(ServiceReadModel, { id });
        if (!row) return [];
        const { title, description, priceFromEur, image, premium, highlights } = row;
        return pendingTranslations(
          { title, description, priceFromEur, image, premium, highlights },
          row.translations,
        );
      }
      case 'experience': {
        const row = await em.findOne(ExperienceReadModel, { id });
        if (!row) return [];
        const { title, description, duration, image } = row;
        return pendingTranslations({ title, description, duration, image }, row.translations);
      }
    }
  }
}
