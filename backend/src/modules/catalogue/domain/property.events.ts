import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { PropertyStatus } from './catalogue-enums';
import type { PropertyDetails } from './property';
import type { MachineTranslation, TranslatedLanguage } from './translations';

export type PropertyListed = DomainEvent<
  'PropertyListed',
  { propertyId: string; status: 'draft' | 'active'; listedAt: string; details: PropertyDetails }
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
 * The property's sale opened or closed a deal (an offer accepted; the deed signed or the deal fallen through):
 * while a deal is open its status follows the sale, not the staff's hand.
 */
export type PropertySaleDealChanged = DomainEvent<
  'PropertySaleDealChanged',
  { propertyId: string; dealOpen: boolean }
>;

/** The staff replaced the listing's details (an edit form saved): the full new details, not a diff. */
export type PropertyRevised = DomainEvent<
  'PropertyRevised',
  { propertyId: string; details: PropertyDetails }
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
  | PropertySaleDealChanged
  | PropertyRevised
  | PropertyDeleted
  | PropertyTextTranslated
  | PropertyTranslationReviewed;

/** Details as version 1 of PropertyListed and PropertyRevised state them: before `address.hideExactLocation`. */
type PropertyDetailsV1 = Omit<PropertyDetails, 'address'> & {
  address: Omit<PropertyDetails['address'], 'hideExactLocation'> & { hideExactLocation?: boolean };
};

/**
 * Events in the log are never rewritten: a property listed before the switch existed shows its exact point, as
 * it did, so an unchanged edit form records no revision.
 */
const withCurrentDetails = (data: unknown) => {
  const stored = data as { details: PropertyDetailsV1 };
  const { address } = stored.details;
  return {
    ...stored,
    details: {
      ...stored.details,
      address: { ...address, hideExactLocation: address.hideExactLocation ?? false },
    },
  };
};

export const propertyEvents = defineEvents<PropertyEvent>({
  PropertyListed: { version: 2, upcasters: { 1: withCurrentDetails } },
  PropertyPriceChanged: {},
  PropertyStatusChanged: {},
  PropertySaleDealChanged: {},
  PropertyRevised: { version: 2, upcasters: { 1: withCurrentDetails } },
  PropertyDeleted: {},
  PropertyTextTranslated: {},
  PropertyTranslationReviewed: {},
});

export const PROPERTY_EVENT_TYPES = propertyEvents.types;

export const propertyStreamId = (propertyId: string): string => `property-${propertyId}`;
