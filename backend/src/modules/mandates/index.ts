// What other modules may use of mandates; everything else is its own.

// Queries and their answers
export {
  GetPropertyMandateQuery,
  type PropertyMandate,
} from './queries/get-property-mandate/get-property-mandate.query';
export { GetSellerContactQuery } from './queries/get-seller-contact/get-seller-contact.query';
export {
  GetSellerContactsQuery,
  type SellerContact,
} from './queries/get-seller-contacts/get-seller-contacts.query';
export {
  ListReportableSellersQuery,
  type ReportableSeller,
} from './queries/list-reportable-sellers/list-reportable-sellers.query';
export {
  ListMandateNoticesQuery,
  MANDATE_NOTICE_DAYS,
} from './queries/list-mandate-notices/list-mandate-notices.query';
export { MandateNoticeDto } from './queries/list-mandate-notices/mandate-notice.dto';

// The person a seller's data belongs to (jobs about a seller name it, so erasing the seller withdraws them)
export { sellerPerson } from './domain/mandate.events';
