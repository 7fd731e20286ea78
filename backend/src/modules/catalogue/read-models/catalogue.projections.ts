import type { InlineProjection } from '../../../platform/projections/projection';
import type { ExperienceDetails, ServiceDetails } from '../domain/offering';
import {
  EXPERIENCE_EVENT_TYPES,
  SERVICE_EVENT_TYPES,
  type ExperienceEvent,
  type ServiceEvent,
} from '../domain/offering.events';
import type { PropertyDetails } from '../domain/property';
import { publicLocation } from '../domain/public-location';
import type { PropertyEvent } from '../domain/property.events';
import { PROPERTY_EVENT_TYPES } from '../domain/property.events';
import { pricePerM2 } from '../domain/price';
import { reviseTranslations, withTranslatedText, withTranslationEntry } from '../domain/translations';
import { ExperienceReadModel, ServiceReadModel } from './offering.read-models';
import { PropertyReadModel } from './property.read-model';

/**
 * Rows read before a write are read from the database, not the identity map: a rebuild replays every event
 * through one EntityManager, and the rows it loaded are stale after each native update.
 */
const FRESH = { refresh: true } as const;

/** The columns of a property row that follow from its details (status and dates do not). */
function columnsOf(details: PropertyDetails) {
  const shown = publicLocation(details.address);
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
    mapPoint: shown.coordinates,
    mapPointApproximate: shown.approximate,
    details,
  };
}

/** catalogue_properties follows every property event, in the command's transaction. */
export const propertiesProjection: InlineProjection<PropertyEvent> = {
  name: 'catalogue-properties',
  eventTypes: PROPERTY_EVENT_TYPES,
  tables: ['catalogue_properties'],
  async apply(em, event) {
    const common = { version: event.streamVersion, updatedAt: event.createdAt };
    switch (event.type) {
      case 'PropertyListed':
        await em.insert(PropertyReadModel, {
          id: event.data.propertyId,
          ...common,
          ...columnsOf(event.data.details),
          translations: reviseTranslations(null, {}, event.data.details),
          status: event.data.status,
          listedAt: new Date(event.data.listedAt),
        });
        return;
      case 'PropertyRevised': {
        const row = await em.findOneOrFail(PropertyReadModel, { id: event.data.propertyId }, FRESH);
        await em.nativeUpdate(
          PropertyReadModel,
          { id: row.id },
          {
            ...common,
            ...columnsOf(event.data.details),
            translations: reviseTranslations(row.details, row.translations, event.data.details),
          },
        );
        return;
      }
      case 'PropertyTextTranslated': {
        const row = await em.findOneOrFail(PropertyReadModel, { id: event.data.propertyId }, FRESH);
        const { path, language, text, sourceHash } = event.data;
        await em.nativeUpdate(
          PropertyReadModel,
          { id: row.id },
          {
            ...common,
            ...columnsOf(withTranslatedText(row.details, path, language, text)),
            translations: withTranslationEntry(row.translations, path, language, {
              origin: 'machine',
              sourceHash,
            }),
          },
        );
        return;
      }
      case 'PropertyTranslationReviewed': {
        const row = await em.findOneOrFail(PropertyReadModel, { id: event.data.propertyId }, FRESH);
        const { path, language, sourceHash } = event.data;
        await em.nativeUpdate(
          PropertyReadModel,
          { id: row.id },
          {
            ...common,
            translations: withTranslationEntry(row.translations, path, language, {
              origin: 'reviewed',
              sourceHash,
            }),
          },
        );
        return;
      }
      case 'PropertyDeleted':
        await em.nativeDelete(PropertyReadModel, { id: event.data.propertyId });
        return;
      case 'PropertyPriceChanged': {
        const row = await em.findOneOrFail(PropertyReadModel, { id: event.data.propertyId }, FRESH);
        const details = { ...row.details, price: { ...row.details.price, saleEur: event.data.priceEur } };
        await em.nativeUpdate(
          PropertyReadModel,
          { id: row.id },
          {
            ...common,
            priceEur: event.data.priceEur,
            pricePerM2Eur: pricePerM2(event.data.priceEur, row.sizeBuiltM2),
            details,
            ...latestReduction(event.data.previousPriceEur, event.data.priceEur, event.createdAt),
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
      case 'PropertySaleDealChanged':
        await em.nativeUpdate(PropertyReadModel, { id: event.data.propertyId }, common);
        return;
    }
  },
};

/** A reduction becomes the latest one; an increase ends the reduction in force. */
function latestReduction(previousPriceEur: number, priceEur: number, at: Date) {
  return priceEur < previousPriceEur
    ? { reducedAt: at, reducedFromEur: previousPriceEur }
    : { reducedAt: null, reducedFromEur: null };
}

export const servicesProjection: InlineProjection<ServiceEvent> = {
  name: 'catalogue-services',
  eventTypes: SERVICE_EVENT_TYPES,
  tables: ['catalogue_services'],
  async apply(em, event) {
    switch (event.type) {
      case 'ServiceListed':
        await em.insert(ServiceReadModel, {
          id: event.data.serviceId,
          version: event.streamVersion,
          position: event.data.position,
          ...serviceColumns(event.data.details),
          translations: reviseTranslations(null, {}, event.data.details),
          listedAt: new Date(event.data.listedAt),
        });
        return;
      case 'ServiceRevised': {
        const row = await em.findOneOrFail(ServiceReadModel, { id: event.data.serviceId }, FRESH);
        await em.nativeUpdate(
          ServiceReadModel,
          { id: row.id },
          {
            version: event.streamVersion,
            ...serviceColumns(event.data.details),
            translations: reviseTranslations(serviceColumns(row), row.translations, event.data.details),
          },
        );
        return;
      }
      case 'ServiceTextTranslated': {
        const row = await em.findOneOrFail(ServiceReadModel, { id: event.data.serviceId }, FRESH);
        const { path, language, text, sourceHash } = event.data;
        await em.nativeUpdate(
          ServiceReadModel,
          { id: row.id },
          {
            version: event.streamVersion,
            ...serviceColumns(withTranslatedText(serviceColumns(row), path, language, text)),
            translations: withTranslationEntry(row.translations, path, language, {
              origin: 'machine',
              sourceHash,
            }),
          },
        );
        return;
      }
      case 'ServiceTranslationReviewed': {
        const row = await em.findOneOrFail(ServiceReadModel, { id: event.data.serviceId }, FRESH);
        const { path, language, sourceHash } = event.data;
        await em.nativeUpdate(
          ServiceReadModel,
          { id: row.id },
          {
            version: event.streamVersion,
            translations: withTranslationEntry(row.translations, path, language, {
              origin: 'reviewed',
              sourceHash,
            }),
          },
        );
        return;
      }
      case 'ServiceDeleted':
        await em.nativeDelete(ServiceReadModel, { id: event.data.serviceId });
        return;
    }
  },
};

/** The service's details as its row holds them: every field of ServiceDetails has a column. */
function serviceColumns(details: ServiceDetails): ServiceDetails {
  return {
    premium: details.premium,
    title: details.title,
    description: details.description,
    priceFromEur: details.priceFromEur,
    image: details.image,
    highlights: details.highlights,
  };
}

export const experiencesProjection: InlineProjection<ExperienceEvent> = {
  name: 'catalogue-experiences',
  eventTypes: EXPERIENCE_EVENT_TYPES,
  tables: ['catalogue_experiences'],
  async apply(em, event) {
    switch (event.type) {
      case 'ExperienceListed':
        await em.insert(ExperienceReadModel, {
          id: event.data.experienceId,
          version: event.streamVersion,
          position: event.data.position,
          ...experienceColumns(event.data.details),
          translations: reviseTranslations(null, {}, event.data.details),
          listedAt: new Date(event.data.listedAt),
        });
        return;
      case 'ExperienceRevised': {
        const row = await em.findOneOrFail(ExperienceReadModel, { id: event.data.experienceId }, FRESH);
        const { details } = event.data;
        await em.nativeUpdate(
          ExperienceReadModel,
          { id: row.id },
          {
            version: event.streamVersion,
            ...experienceColumns(details),
            translations: reviseTranslations(experienceColumns(row), row.translations, details),
          },
        );
        return;
      }
      case 'ExperienceTextTranslated': {
        const row = await em.findOneOrFail(ExperienceReadModel, { id: event.data.experienceId }, FRESH);
        const { path, language, text, sourceHash } = event.data;
        await em.nativeUpdate(
          ExperienceReadModel,
          { id: row.id },
          {
            version: event.streamVersion,
            ...experienceColumns(withTranslatedText(experienceColumns(row), path, language, text)),
            translations: withTranslationEntry(row.translations, path, language, {
              origin: 'machine',
              sourceHash,
            }),
          },
        );
        return;
      }
      case 'ExperienceTranslationReviewed': {
        const row = await em.findOneOrFail(ExperienceReadModel, { id: event.data.experienceId }, FRESH);
        const { path, language, sourceHash } = event.data;
        await em.nativeUpdate(
          ExperienceReadModel,
          { id: row.id },
          {
            version: event.streamVersion,
            translations: withTranslationEntry(row.translations, path, language, {
              origin: 'reviewed',
              sourceHash,
            }),
          },
        );
        return;
      }
      case 'ExperienceDeleted':
        await em.nativeDelete(ExperienceReadModel, { id: event.data.experienceId });
        return;
    }
  },
};

/** The experience's details as its row holds them: every field of ExperienceDetails has a column. */
function experienceColumns(details: ExperienceDetails): ExperienceDetails {
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
