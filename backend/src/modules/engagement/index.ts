// What other modules may use of engagement; everything else is its own.

// Queries and their answers
export { CountUnreadRepliesQuery } from './queries/count-unread-replies/count-unread-replies.query';
export { ExportClientDataQuery } from './queries/export-client-data/export-client-data.query';
export {
  ClientDataExportDto,
  ExportedAlertDto,
  ExportedDeletedSavedSearchDto,
  ExportedFavoriteDto,
  ExportedInquiryDto,
  ExportedSavedSearchDto,
} from './queries/export-client-data/client-data-export.dto';
export { ListFavoritesQuery } from './queries/list-favorites/list-favorites.query';
export { FavoriteListDto } from './queries/list-favorites/favorite.dto';
export { ListSavedSearchesQuery } from './queries/list-saved-searches/list-saved-searches.query';
export { SavedSearchListDto } from './queries/list-saved-searches/saved-search.dto';

// Events others read
export type { FavoriteAdded } from './domain/client.events';
export type { SavedSearchesMatched } from './domain/search-matches.events';
export type { InquirySent } from './domain/inquiry';

// A listing's card in an e-mail, the same in the alerts and the monthly letter
export { listingMailCard, type MailListing, type MailListingNews } from './alerts/listing-mail-card';
