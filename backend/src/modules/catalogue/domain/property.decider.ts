import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { PropertyStatus } from './catalogue-enums';
import { upcastPropertyDetails, type PropertyDetails } from './property';
import type { PropertyEvent } from './property.events';
import { sameDetails } from './same-details';
import {
  checkMachineTranslation,
  reviewableTranslation,
  reviseTranslations,
  withTranslatedText,
  withTranslationEntry,
  type MachineTranslation,
  type TranslatedLanguage,
  type Translations,
} from './translations';

export type PropertyCommand =
  | {
      type: 'ListProperty';
      propertyId: string;
      details: PropertyDetails;
      status?: 'draft' | 'active';
      listedAt: string;
    }
  | { type: 'ChangePropertyStatus'; propertyId: string; status: PropertyStatus }
  | { type: 'ReviseProperty'; propertyId: string; details: PropertyDetails }
  | { type: 'DeleteProperty'; propertyId: string }
  | { type: 'RecordMachineTranslation'; propertyId: string; translation: MachineTranslation }
  | { type: 'MarkTranslationReviewed'; propertyId: string; path: string; language: TranslatedLanguage };

/** `deleted`: the id was used and deleted; it is never listed again (its log stays). */
export type PropertyState =
  | { exists: false; deleted: boolean }
  | {
      exists: true;
      id: string;
      status: PropertyStatus;
      priceEur: number;
      reference: string;
      details: PropertyDetails;
      /** Who wrote each translation, for which Spanish. */
      translations: Translations;
    };

/** Which status may follow which: draft -> active -> reserved -> sold, or withdrawn; sold is final. */
export const STATUS_TRANSITIONS: Record<PropertyStatus, readonly PropertyStatus[]> = {
  draft: ['active', 'withdrawn'],
  active: ['reserved', 'sold', 'withdrawn', 'draft'],
  reserved: ['active', 'sold', 'withdrawn'],
  sold: [],
  withdrawn: ['draft', 'active'],
};

function positiveWholePrice(priceEur: number): void {
  if (!Number.isInteger(priceEur) || priceEur <= 0) {
    throw new DomainError(
      'invalid',
      'invalid_price',
      'The sale price must be a whole number of euros above zero',
    );
  }
}

function requireExisting(state: PropertyState, propertyId: string): Extract<PropertyState, { exists: true }> {
  if (!state.exists)
    throw new DomainError('not_found', 'property_not_found', `Property ${propertyId} does not exist`);
  return state;
}

/**
 * A saved edit form, split into events that say what changed where a reader needs to know: a new price is a
 * `PropertyPriceChanged` with the old and new price (alerts of price drops rely on it), the rest of the
 * details a `PropertyRevised` (which then carries the new price too, so it always holds the full details).
 */
function revisionEvents(
  property: Extract<PropertyState, { exists: true }>,
  details: PropertyDetails,
): PropertyEvent[] {
  const events: PropertyEvent[] = [];
  const priceEur = details.price.saleEur;
  if (priceEur !== property.priceEur) {
    events.push({
      type: 'PropertyPriceChanged',
      data: { propertyId: property.id, previousPriceEur: property.priceEur, priceEur },
    });
  }
  const repriced = { ...property.details, price: { ...property.details.price, saleEur: priceEur } };
  if (!sameDetails(repriced, details)) {
    events.push({ type: 'PropertyRevised', data: { propertyId: property.id, details } });
  }
  return events;
}

export const propertyDecider: Decider<PropertyCommand, PropertyState, PropertyEvent> = {
  initialState: { exists: false, deleted: false },

  decide(command, state) {
    switch (command.type) {
      case 'ListProperty': {
        if (state.exists || state.deleted) {
          throw new DomainError(
            'conflict',
            'property_already_listed',
            `Property ${command.propertyId} is listed already`,
          );
        }
        positiveWholePrice(command.details.price.saleEur);
        return [
          {
            type: 'PropertyListed',
            data: {
              propertyId: command.propertyId,
              status: command.status ?? 'active',
              listedAt: command.listedAt,
              details: command.details,
            },
          },
        ];
      }
      case 'ChangePropertyStatus': {
        const property = requireExisting(state, command.propertyId);
        if (command.status === property.status) return [];
        if (!STATUS_TRANSITIONS[property.status].includes(command.status)) {
          throw new DomainError(
            'conflict',
            'invalid_status_transition',
            `A ${property.status} property cannot become ${command.status}`,
          );
        }
        return [
          {
            type: 'PropertyStatusChanged',
            data: { propertyId: property.id, from: property.status, to: command.status },
          },
        ];
      }
      case 'ReviseProperty': {
        const property = requireExisting(state, command.propertyId);
        positiveWholePrice(command.details.price.saleEur);
        return revisionEvents(property, command.details);
      }
      case 'DeleteProperty': {
        const property = requireExisting(state, command.propertyId);
        return [
          { type: 'PropertyDeleted', data: { propertyId: property.id, reference: property.reference } },
        ];
      }
      case 'RecordMachineTranslation': {
        const property = requireExisting(state, command.propertyId);
        checkMachineTranslation(property.details, property.translations, command.translation);
        return [
          { type: 'PropertyTextTranslated', data: { propertyId: property.id, ...command.translation } },
        ];
      }
      case 'MarkTranslationReviewed': {
        const property = requireExisting(state, command.propertyId);
        const { path, language } = command;
        const hash = reviewableTranslation(property.details, property.translations, path, language);
        if (hash === null) return [];
        return [
          {
            type: 'PropertyTranslationReviewed',
            data: { propertyId: property.id, path, language, sourceHash: hash },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PropertyListed':
        return {
          exists: true,
          id: event.data.propertyId,
          status: event.data.status,
          priceEur: event.data.details.price.saleEur,
          reference: event.data.details.reference,
          details: upcastPropertyDetails(event.data.details),
          translations: reviseTranslations(null, {}, event.data.details),
        };
      case 'PropertyPriceChanged':
        return state.exists
          ? {
              ...state,
              priceEur: event.data.priceEur,
              details: { ...state.details, price: { ...state.details.price, saleEur: event.data.priceEur } },
            }
          : state;
      case 'PropertyStatusChanged':
        return state.exists ? { ...state, status: event.data.to } : state;
      case 'PropertyRevised':
        return state.exists
          ? {
              ...state,
              priceEur: event.data.details.price.saleEur,
              reference: event.data.details.reference,
              details: upcastPropertyDetails(event.data.details),
              translations: reviseTranslations(state.details, state.translations, event.data.details),
            }
          : state;
      case 'PropertyDeleted':
        return { exists: false, deleted: true };
      case 'PropertyTextTranslated': {
        if (!state.exists) return state;
        const { path, language, text, sourceHash } = event.data;
        return {
          ...state,
          details: withTranslatedText(state.details, path, language, text),
          translations: withTranslationEntry(state.translations, path, language, {
            origin: 'machine',
            sourceHash,
          }),
        };
      }
      case 'PropertyTranslationReviewed': {
        if (!state.exists) return state;
        const { path, language, sourceHash } = event.data;
        return {
          ...state,
          translations: withTranslationEntry(state.translations, path, language, {
            origin: 'reviewed',
            sourceHash,
          }),
        };
      }
    }
  },
};
