import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { Language } from '../../../platform/i18n/languages';

/** The terms the agency sells a property under, as agreed with its sellers. */
export interface MandateTerms {
  exclusive: boolean;
  /** Percent of the sale price, two decimals at most, 0 < x <= 10; IVA is added on top. */
  commissionPercent: number;
  /** Madrid calendar dates, YYYY-MM-DD; the mandate ends after it starts. */
  startsOn: string;
  endsOn: string;
  /** Whole euros. */
  askingPriceEur: number;
}

/** How to reach a seller: personal data, sealed in the log with the key of the seller's own person. */
export interface SellerDetails {
  name: string;
  email: string;
  phone: string;
  language: Language;
}

/** The mandate was recorded for the first time or replaced by new terms (`replaced`). */
export type MandateRecorded = DomainEvent<
  'MandateRecorded',
  MandateTerms & { propertyId: string; replaced: boolean; recordedAt: string }
>;
export type SellerAdded = DomainEvent<
  'SellerAdded',
  SellerDetails & { propertyId: string; sellerId: string; addedAt: string }
>;
export type SellerUpdated = DomainEvent<
  'SellerUpdated',
  SellerDetails & { propertyId: string; sellerId: string; updatedAt: string }
>;
/** The seller no longer sells the property; their data stay until they are erased. */
export type SellerRemoved = DomainEvent<
  'SellerRemoved',
  { propertyId: string; sellerId: string; removedAt: string }
>;
/** An owner erased the seller's personal data: their key is destroyed with this event (crypto-shredding). */
export type SellerErased = DomainEvent<
  'SellerErased',
  { propertyId: string; sellerId: string; erasedAt: string }
>;

export type MandateEvent = MandateRecorded | SellerAdded | SellerUpdated | SellerRemoved | SellerErased;

export const mandateEvents = defineEvents<MandateEvent>({
  MandateRecorded: {},
  SellerAdded: {},
  SellerUpdated: {},
  SellerRemoved: {},
  SellerErased: {},
});

export const MANDATE_EVENT_TYPES = mandateEvents.types;

/** One stream per property holds its mandate and its sellers. */
export const mandateStreamId = (propertyId: string): string => `mandate-${propertyId}`;

/** Each seller is a person of their own: the subject whose key seals their data. */
export const sellerPerson = (sellerId: string): string => `seller-${sellerId}`;
