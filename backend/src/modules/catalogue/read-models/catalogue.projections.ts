import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { InlineProjection } from '../../../platform/projections/projection';
import { upcastExperienceDetails, type ExperienceDetails, type ServiceDetails } from '../domain/offering';
import {
  EXPERIENCE_EVENT_TYPES,
  SERVICE_EVENT_TYPES,
  type ExperienceEvent,
  type ServiceEvent,
} from '../domain/offering.events';
import type { PropertyDetails } from '../domain/property';
import type { PropertyEvent } from '../domain/property.events';
import { PROPERTY_EVENT_TYPES } from '../domain/property.events';
import { pricePerM2 } from '../domain/price';
import { ExperienceReadModel, ServiceReadModel } from './offering.read-models';
import { PropertyReadModel } from './property.read-model';

/** The columns of a property row that follow from its details (status and dates do not). */
function columnsOf(details: PropertyDetails) {
  return {
    reference: details.reference,
    type: details.type,
    location: details.location,
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
  };
}

/** catalogue_properties follows every property event, in the command's transaction. */
export const propertiesProjection: InlineProjection = {
  name: 'catalogue-properties',
  eventTypes: PROPERTY_EVENT_TYPES,
  tables: ['catalogue_properties'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const event = stored as unknown as PropertyEvent;
    const common = { version: stored.streamVersion, updatedAt: stored.createdAt };
    switch (event.type) {
      case 'PropertyListed':
        await em.insert(PropertyReadModel, {
          id: event.data.propertyId,
          ...common,
          ...columnsOf(event.data.details),
          status: event.data.status,
          listedAt: new Date(event.data.listedAt),
        });
        return;
      case 'PropertyRevised':
        await em.nativeUpdate(
          PropertyReadModel,
          { id: event.data.propertyId },
          { ...common, ...columnsOf(event.data.details) },
        );
        return;
      case 'PropertyDeleted':
        await em.nativeDelete(PropertyReadModel, { id: event.data.propertyId });
        return;
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
  eventTypes: SERVICE_EVENT_TYPES,
  tables: ['catalogue_services'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const event = stored as unknown as ServiceEvent;
    switch (event.type) {
      case 'ServiceListed':
        await em.insert(ServiceReadModel, {
          id: event.data.serviceId,
          version: stored.streamVersion,
          position: event.data.position,
          ...serviceColumns(event.data.details),
          listedAt: new Date(event.data.listedAt),
        });
        return;
      case 'ServiceRevised':
        await em.nativeUpdate(
          ServiceReadModel,
          { id: event.data.serviceId },
          { version: stored.streamVersion, ...serviceColumns(event.data.details) },
        );
        return;
      case 'ServiceDeleted':
        await em.nativeDelete(ServiceReadModel, { id: event.data.serviceId });
        return;
    }
  },
};

function serviceColumns(details: ServiceDetails) {
  return {
    premium: details.premium,
    title: details.title,
    description: details.description,
    priceFromEur: details.priceFromEur,
    image: details.image,
    highlights: details.highlights,
  };
}

export const experiencesProjection: InlineProjection = {
  name: 'catalogue-experiences',
  eventTypes: EXPERIENCE_EVENT_TYPES,
  tables: ['catalogue_experiences'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const event = stored as unknown as ExperienceEvent;
    switch (event.type) {
      case 'ExperienceListed':
        await em.insert(ExperienceReadModel, {
          id: event.data.experienceId,
          version: stored.streamVersion,
          position: event.data.position,
          ...experienceColumns(event.data.details),
          listedAt: new Date(event.data.listedAt),
        });
        return;
      case 'ExperienceRevised':
        await em.nativeUpdate(
          ExperienceReadModel,
          { id: event.data.experienceId },
          { version: stored.streamVersion, ...experienceColumns(event.data.details) },
        );
        return;
      case 'ExperienceDeleted':
        await em.nativeDelete(ExperienceReadModel, { id: event.data.experienceId });
        return;
    }
  },
};

function experienceColumns(stored: ExperienceDetails) {
  const details = upcastExperienceDetails(stored);
  return {
    type: details.type,
    title: details.title,
    description: details.description,
    duration: details.duration,
    priceEur: details.priceEur,
    priceBasis: details.priceBasis,
    maxGuestsPerDate: details.maxGuestsPerDate,
    image: details.image,
  };
}
