// What other modules may use of sales; everything else is its own.

// Queries and their answers
export { ExportOffersQuery } from './queries/export-offers/export-offers.query';
export { ExportedOfferDto } from './queries/export-offers/exported-offer.dto';
export {
  ListPropertyOffersQuery,
  type ReceivedOffer,
} from './queries/list-property-offers/list-property-offers.query';

// Events
export { OFFER_STATUSES, SALE_EVENT_TYPES, type OfferStatus, type SaleEvent } from './domain/sale.events';
