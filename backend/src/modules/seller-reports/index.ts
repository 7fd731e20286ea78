// What other modules may use of seller reports; everything else is its own.

// Events
export { SELLER_REPORT_LINKS_EVENT_TYPES, type SellerReportLinksEvent } from './domain/seller-report-links';
