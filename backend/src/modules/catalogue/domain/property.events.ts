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

export type PropertyEvent = PropertyListed | PropertyPriceChanged | PropertyStatusChanged;

export const PROPERTY_EVENT_TYPES: readonly PropertyEvent['type'][] = [
  'PropertyListed',
  'PropertyPriceChanged',
  'PropertyStatusChanged',
];

export const propertyStreamId = (propertyId: string): string => `property-${propertyId}`;
