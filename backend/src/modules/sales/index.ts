// What other modules may use of sales; everything else is its own.

// Queries and their answers
export { ExportOffersQuery } from './queries/export-offers/export-offers.query';
export { ExportedOfferDto } from './queries/export-offers/exported-offer.dto';

// Events
export { SALE_EVENT_TYPES, type SaleEvent } from './domain/sale.events';
