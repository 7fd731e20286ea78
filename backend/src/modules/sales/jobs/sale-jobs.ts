import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { endOfMadridDay } from '../../../platform/time/madrid-calendar';
import type {
  OfferAccepted,
  OfferCountered,
  OfferMade,
  SaleCompleted,
  SaleFellThrough,
  SaleReserved,
} from '../domain/sale.events';

export const SALES_QUEUE = 'sales';
export const EXPIRE_OFFER_JOB = 'expire-offer';
export const FOLLOW_SALE_STATUS_JOB = 'follow-sale-status';
export const NOTIFY_SELLERS_JOB = 'notify-sellers';
const EXPIRY_PURPOSE = 'offer-expiry';

export interface ExpireOfferJob {
  propertyId: string;
  offerId: string;
  round: number;
  /** The instant the round's day ends in Madrid. */
  endsAt: string;
}
export interface FollowSaleStatusJob {
  propertyId: string;
}
export interface NotifySellersJob {
  propertyId: string;
  offerId: string;
  deedDate: string;
  finalPriceEur: number;
  at: string;
}

/** The property whose sale stream an event is on (`sale-<propertyId>`). */
export const propertyOfSaleEvent = (event: StoredEvent): string => event.streamId.slice('sale-'.length);

/** Each open round gets its expiry: a job keyed by offer and round, due when the round's day ends. */
export const expiryJobId = (offerId: string, round: number): string =>
  `${EXPIRY_PURPOSE}-${offerId}-${round}`;

export function saleJobReactions(): JobReaction<unknown>[] {
  const expiry: JobReaction<ExpireOfferJob, OfferMade | OfferCountered> = {
    purpose: EXPIRY_PURPOSE,
    eventTypes: ['OfferMade', 'OfferCountered'],
    queue: SALES_QUEUE,
    jobName: EXPIRE_OFFER_JOB,
    jobKey: (event) => `${event.data.offerId}-${event.type === 'OfferMade' ? 0 : event.data.round}`,
    toJob: (event) => ({
      propertyId: propertyOfSaleEvent(event),
      offerId: event.data.offerId,
      round: event.type === 'OfferMade' ? 0 : event.data.round,
      endsAt: endOfMadridDay(event.data.validUntil).toISOString(),
    }),
    delayUntil: (event) => endOfMadridDay(event.data.validUntil),
  };
  const status: JobReaction<
    FollowSaleStatusJob,
    OfferAccepted | SaleReserved | SaleCompleted | SaleFellThrough
  > = {
    purpose: 'sale-property-status',
    eventTypes: ['OfferAccepted', 'SaleReserved', 'SaleCompleted', 'SaleFellThrough'],
    queue: SALES_QUEUE,
    jobName: FOLLOW_SALE_STATUS_JOB,
    toJob: (event) => ({ propertyId: propertyOfSaleEvent(event) }),
  };
  const sellers: JobReaction<NotifySellersJob, SaleCompleted> = {
    purpose: 'sale-sellers-notice',
    eventTypes: ['SaleCompleted'],
    queue: SALES_QUEUE,
    jobName: NOTIFY_SELLERS_JOB,
    toJob: ({ data }) => ({
      propertyId: data.propertyId,
      offerId: data.offerId,
      deedDate: data.deedDate,
      finalPriceEur: data.finalPriceEur,
      at: data.completedAt,
    }),
  };
  return [expiry, status, sellers] as JobReaction<unknown>[];
}
