import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';

/**
 * Staff revoked every report link of a seller issued so far: the links name the generation they were issued
 * in, and this event starts the next one. No token and no personal data in it.
 */
export type SellerReportLinksRevoked = DomainEvent<
  'SellerReportLinksRevoked',
  { sellerId: string; propertyId: string; generation: number; revokedAt: string }
>;

export type SellerReportLinksEvent = SellerReportLinksRevoked;

export const sellerReportLinksEvents = defineEvents<SellerReportLinksEvent>({ SellerReportLinksRevoked: {} });
export const SELLER_REPORT_LINKS_EVENT_TYPES = sellerReportLinksEvents.types;

/** One stream per seller: the generations of their report links. */
export const sellerReportLinksStreamId = (sellerId: string): string => `seller-${sellerId}`;

export interface RevokeSellerReportLinks {
  type: 'RevokeSellerReportLinks';
  sellerId: string;
  propertyId: string;
  now: string;
}

export interface SellerReportLinksState {
  /** The generation links are issued in now; 0 until a first revocation. */
  generation: number;
}

export const sellerReportLinksDecider: Decider<
  RevokeSellerReportLinks,
  SellerReportLinksState,
  SellerReportLinksEvent
> = {
  initialState: { generation: 0 },
  decide(command, state) {
    return [
      {
        type: 'SellerReportLinksRevoked',
        data: {
          sellerId: command.sellerId,
          propertyId: command.propertyId,
          generation: state.generation + 1,
          revokedAt: command.now,
        },
      },
    ];
  },
  evolve(_state, event) {
    return { generation: event.data.generation };
  },
};
