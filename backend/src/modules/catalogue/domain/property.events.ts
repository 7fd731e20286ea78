import type { DomainEvent } from '../../../platform/domain/decider';
import type { PropertyStatus } from './catalogue-enums';
import type { StoredPropertyDetails } from './property';
import type { MachineTranslation, TranslatedLanguage } from './translations';

export type PropertyListed = DomainEvent<
  'PropertyListed',
  { propertyId: string; status: 'draft' | 'active'; listedAt: string; details: StoredPropertyDetails }
>;
export type PropertyPriceChanged = DomainEvent<
  'PropertyPriceChanged',
  { propertyId: string; previousPriceEur: number; priceEur: number }
>;
export type PropertyStatusChanged = DomainEvent<
  'PropertyStatusChanged',
  { propertyId: string; from: PropertyStatus; to: PropertyStatus }
>;

/**
 * The staff replaced the listing's details (an edit form saved): the full new details, not a diff. Details of
 * either event may come from before a field existed: readers take them through upcastPropertyDetails.
 */
export type PropertyRevised = DomainEvent<
  'PropertyRevised',
  { propertyId: string; details: StoredPropertyDetails }
>;

/** An owner deleted the property: it leaves every read model; its history stays in the log. */
export type PropertyDeleted = DomainEvent<'PropertyDeleted', { propertyId: string; reference: string }>;

/** A translation service translated one text into one language (the worker, for a missing language). */
export type PropertyTextTranslated = DomainEvent<
  'PropertyTextTranslated',
  { propertyId: string } & MachineTranslation
>;

/** A person checked one language of one text against the Spanish of the given hash. */
export type PropertyTranslationReviewed = DomainEvent<
  'PropertyTranslationReviewed',
  { propertyId: string; path: string; language: TranslatedLanguage; sourceHash: string }
>;

export type PropertyEvent =
  | PropertyListed
  | PropertyPriceChanged
  | PropertyStatusChanged
  | PropertyRevised
  | PropertyDeleted
  | PropertyTextTranslated
  | PropertyTranslationReviewed;

export const PROPERTY_EVENT_TYPES: readonly PropertyEvent['type'][] = [
  'PropertyListed',
  'PropertyPriceChanged',
  'PropertyStatusChanged',
  'PropertyRevised',
  'PropertyDeleted',
  'PropertyTextTranslated',
  'PropertyTranslationReviewed',
];

export const propertyStreamId = (propertyId: string): string => `property-${propertyId}`;
