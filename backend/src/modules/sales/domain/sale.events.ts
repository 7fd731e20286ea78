import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { LocalizedText } from '../../../platform/i18n/languages';

export const FINANCING = ['cash', 'mortgage_approved', 'mortgage_pending'] as const;
export type Financing = (typeof FINANCING)[number];

export const OFFER_SOURCES = ['client', 'staff'] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

export const OFFER_STATUSES = [
  'awaiting_seller',
  'awaiting_buyer',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
  'closed',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['awaiting_seller', 'awaiting_buyer'];

export type Party = 'buyer' | 'seller';

/** One proposal of the negotiation: the buyer's offer is round 0, every counter-offer the next. */
export interface OfferRound {
  by: Party;
  amountEur: number;
  conditions: string;
  /** Madrid date, YYYY-MM-DD: the round stands until that day ends. */
  validUntil: string;
  at: string;
}

export const DEAL_STAGES = ['offer_accepted', 'reserved', 'completed', 'fell_through'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/**
 * A buyer's offer. Its personal data is the buyer's account id and their conditions (free text, sealed with
 * the offer's person); their name and address are read from their account when a mail goes out. The
 * property's title, reference and photo are kept as they were, like a viewing's.
 */
export type OfferMade = DomainEvent<
  'OfferMade',
  {
    offerId: string;
    propertyId: string;
    clientId: string;
    propertyTitle: LocalizedText;
    propertyReference: string;
    propertyImage: string | null;
    amountEur: number;
    financing: Financing;
    conditions: string;
    validUntil: string;
    source: OfferSource;
    madeAt: string;
  }
>;
/** Staff put the offer before the seller. */
export type OfferPresented = DomainEvent<'OfferPresented', { offerId: string; presentedAt: string }>;
/** A counter-offer, by the seller (through staff) or by the buyer: round `round` of the offer. */
export type OfferCountered = DomainEvent<
  'OfferCountered',
  {
    offerId: string;
    by: Party;
    round: number;
    amountEur: number;
    conditions: string;
    validUntil: string;
    counteredAt: string;
  }
>;
/** The last round was accepted by the other side; every other open offer is closed by the same decision. */
export type OfferAccepted = DomainEvent<
  'OfferAccepted',
  { offerId: string; by: Party; amountEur: number; acceptedAt: string }
>;
export type OfferRejected = DomainEvent<'OfferRejected', { offerId: string; by: Party; rejectedAt: string }>;
export type OfferWithdrawn = DomainEvent<'OfferWithdrawn', { offerId: string; withdrawnAt: string }>;
export type OfferExpired = DomainEvent<'OfferExpired', { offerId: string; round: number; expiredAt: string }>;
/** The offer ends because another one was accepted. */
export type OfferClosed = DomainEvent<
  'OfferClosed',
  { offerId: string; reason: 'other_accepted'; closedAt: string }
>;
export type SaleReserved = DomainEvent<
  'SaleReserved',
  { propertyId: string; offerId: string; depositEur: number; depositDueOn: string; reservedAt: string }
>;
export type SaleDepositReceived = DomainEvent<
  'SaleDepositReceived',
  { propertyId: string; offerId: string; receivedOn: string; recordedAt: string }
>;
/**
 * The deed is signed. The commission is the mandate's percentage of the final price and IVA on top, both
 * rounded to the cent, as they stood then (null when the property had no mandate).
 */
export type SaleCompleted = DomainEvent<
  'SaleCompleted',
  {
    propertyId: string;
    offerId: string;
    deedDate: string;
    finalPriceEur: number;
    commissionPercent: number | null;
    commissionEur: number | null;
    commissionVatEur: number | null;
    completedAt: string;
  }
>;
/** The deal ended before the deed: its offer is closed and the property takes offers again. */
export type SaleFellThrough = DomainEvent<
  'SaleFellThrough',
  { propertyId: string; offerId: string; reason: string; fellThroughAt: string }
>;

export type OfferEvent =
  | OfferMade
  | OfferPresented
  | OfferCountered
  | OfferAccepted
  | OfferRejected
  | OfferWithdrawn
  | OfferExpired
  | OfferClosed;
export type DealEvent = SaleReserved | SaleDepositReceived | SaleCompleted | SaleFellThrough;
export type SaleEvent = OfferEvent | DealEvent;

export const saleEvents = defineEvents<SaleEvent>({
  OfferMade: {},
  OfferPresented: {},
  OfferCountered: {},
  OfferAccepted: {},
  OfferRejected: {},
  OfferWithdrawn: {},
  OfferExpired: {},
  OfferClosed: {},
  SaleReserved: {},
  SaleDepositReceived: {},
  SaleCompleted: {},
  SaleFellThrough: {},
});

export const SALE_EVENT_TYPES = saleEvents.types;

/**
 * One stream per property's sale, holding every offer and the deal: its expected version is what lets only
 * one offer of a property be accepted, however many clicks race. Named `sale-` rather than `property-sale-`:
 * a property id may itself begin with `sale-`, and `property-` streams are the catalogue's.
 */
export const saleStreamId = (propertyId: string): string => `sale-${propertyId}`;
