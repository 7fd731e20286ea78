// What other modules may use of identity; everything else is its own.

// Queries and their answers
export { CountUsersQuery } from './queries/count-users/count-users.query';
export { UserCountsDto } from './queries/count-users/user-counts.dto';
export { ExportAccountDataQuery } from './queries/export-account-data/export-account-data.query';
export {
  AccountDataExportDto,
  ExportedNewsletterConsentDto,
  ExportedProfileDto,
  ExportedSessionDto,
} from './queries/export-account-data/account-data-export.dto';
export { FindVerifiedAccountQuery } from './queries/find-verified-account/find-verified-account.query';
export { GetAccountContactsQuery } from './queries/get-account-contacts/get-account-contacts.query';
export type { AccountContact } from './queries/get-account-contacts/account-contact';
export { ListStaffQuery } from './queries/list-staff/list-staff.query';
export { StaffMemberDto } from './queries/list-staff/staff-member.dto';
export { ListUsersQuery, type UserFilters } from './queries/list-users/list-users.query';
export { UserListDto } from './queries/list-users/user-list.dto';

// Commands other modules send
export { RecordAccountDataExportCommand } from './commands/record-account-data-export/record-account-data-export.command';
export { ChangeNewsletterConsentCommand } from './commands/change-newsletter-consent/change-newsletter-consent.command';

// Events
export { ACCOUNT_ERASED, erasedAccountId, type EmailChanged, type EmailVerified } from './domain/user.events';
export type { AccountErased } from './domain/user.events';
export {
  LEGACY_NEWSLETTER_CONSENT_EVENT_TYPES,
  NEWSLETTER_CONSENT_EVENT_TYPES,
  newsletterConsentOf,
  type NewsletterConsentEvent,
  type NewsletterConsentSource,
  type ProfileUpdated,
  type UserRegistered,
} from './domain/user.events';
export { VerifiedAddressJoiner } from './processors/verified-address-joiner';
