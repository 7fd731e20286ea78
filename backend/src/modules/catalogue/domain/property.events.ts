import type { DomainEvent } from '../../../platform/domain/decider';
import type { PropertyStatus } from './catalogue-enums';
import type { PropertyDetails } from './property';

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

/** The staff replaced the listing's details (an edit form saved): the full new details, not a diff. */
export type PropertyRevised = DomainEvent<
  'PropertyRevised',
  { propertyId: string; details: PropertyDetails }
>;

/** An owner deleted the property: it leaves every read model; its history stays in the log. */
export type PropertyDeleted = DomainEvent<'PropertyDeleted', { propertyId: string; reference: string }>;

export type PropertyEvent =
  PropertyListed | PropertyPriceChanged | PropertyStatusChanged | PropertyRevised | PropertyDeleted;

export const PROPERTY_EVENT_TYPES: readonly PropertyEvent['type'][] = [
  'PropertyListed',
  'PropertyPriceChanged',
  'PropertyStatusChanged',
  'PropertyRevised',
  'PropertyDeleted',
];

export const propertyStreamId = (propertyId: string): string => `property-${propertyId}`;
