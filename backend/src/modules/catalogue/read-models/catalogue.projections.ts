import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { InlineProjection } from '../../../platform/projections/projection';
import type { ExperienceListed, ServiceListed } from '../domain/offering.events';
import type { PropertyEvent } from '../domain/property.events';
import { PROPERTY_EVENT_TYPES } from '../domain/property.events';
import { pricePerM2 } from '../domain/price';
import { ExperienceReadModel, ServiceReadModel } from './offering.read-models';
import { PropertyReadModel } from './property.read-model';

/** catalogue_properties follows every property event, in the command's transaction. */
export const propertiesProjection: InlineProjection = {
  name: 'catalogue-properties',
  eventTypes: PROPERTY_EVENT_TYPES,
  tables: ['catalogue_properties'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const event = stored as unknown as PropertyEvent;
    const common = { version: stored.streamVersion, updatedAt: stored.createdAt };
    switch (event.type) {
      case 'PropertyListed': {
        const { details } = event.data;
        await em.insert(PropertyReadModel, {
          id: event.data.propertyId,
          ...common,
          reference: details.reference,
          type: details.type,
          location: details.location,
          status: event.data.status,
          title: details.title,
          subtitle: details.subtitle,
          shortDescription: details.shortDescription,
          city: details.address.city,
          area: details.address.area,
          priceEur: details.price.saleEur,
          pricePerM2Eur: pricePerM2(details.price.saleEur, details.specifications.sizeBuiltM2),
          bedrooms: details.specifications.bedrooms,
          bathrooms: details.specifications.bathrooms,
          sizeBuiltM2: details.specifications.sizeBuiltM2,
          amenities: details.amenities,
          featured: details.featured,
          coverImage: details.gallery.images[0] ?? null,
          details,
          listedAt: new Date(event.data.listedAt),
        });
        return;
      }
      case 'PropertyPriceChanged': {
        const row = await em.findOneOrFail(PropertyReadModel, { id: event.data.propertyId });
        const details = { ...row.details, price: { ...row.details.price, saleEur: event.data.priceEur } };
        await em.nativeUpdate(
          PropertyReadModel,
          { id: row.id },
          {
            ...common,
            priceEur: event.data.priceEur,
            pricePerM2Eur: pricePerM2(event.data.priceEur, row.sizeBuiltM2),
            details,
          },
        );
        return;
      }
      case 'PropertyStatusChanged':
        await em.nativeUpdate(
          PropertyReadModel,
          { id: event.data.propertyId },
          { ...common, status: event.data.to },
        );
        return;
    }
  },
};

export const servicesProjection: InlineProjection = {
  name: 'catalogue-services',
  eventTypes: ['ServiceListed'],
  tables: ['catalogue_services'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const { data } = stored as unknown as ServiceListed;
    await em.insert(ServiceReadModel, {
      id: data.serviceId,
      position: data.position,
      premium: data.details.premium,
      title: data.details.title,
      description: data.details.description,
      priceFromEur: data.details.priceFromEur,
      image: data.details.image,
      highlights: data.details.highlights,
      listedAt: new Date(data.listedAt),
    });
  },
};

export const experiencesProjection: InlineProjection = {
  name: 'catalogue-experiences',
  eventTypes: ['ExperienceListed'],
  tables: ['catalogue_experiences'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const { data } = stored as unknown as ExperienceListed;
    await em.insert(ExperienceReadModel, {
      id: data.experienceId,
      position: data.position,
      type: data.details.type,
      title: data.details.title,
      description: data.details.description,
      duration: data.details.duration,
      priceEur: data.details.priceEur,
      image: data.details.image,
      listedAt: new Date(data.listedAt),
    });
  },
};
