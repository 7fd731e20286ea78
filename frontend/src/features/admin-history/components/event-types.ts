import type { HistoryModule } from '../api/list-events';

/**
 * Every event type the back end records, by the module that records it (the `DomainEvent<'…'>` types in
 * backend/src/modules/<module>/domain). The API takes and returns types as plain text, so this list is kept
 * in step by hand: event-types.unit.spec.ts checks each has a label in every language.
 */
export const EVENT_TYPES = {
  identity: [
    'UserRegistered',
    'EmailVerified',
    'ProfileUpdated',
    'EmailChangeRequested',
    'EmailChanged',
    'PasswordChanged',
    'PasswordResetRequested',
    'PasswordReset',
    'UserRoleChanged',
    'UserDisabled',
    'UserEnabled',
    'AccountDataExported',
    'AccountErasureRequested',
    'AccountErased',
    'NewsletterConsentGiven',
    'NewsletterConsentWithdrawn',
    'StaffSignedInFromNewDevice',
    'TwoFactorEnabled',
    'TwoFactorDisabled',
    'RecoveryCodesRegenerated',
    'RecoveryCodeUsed',
    'PasskeyRegistered',
    'PasskeyRemoved',
    'TwoFactorReset',
  ],
  catalogue: [
    'PropertyListed',
    'PropertyRevised',
    'PropertyPriceChanged',
    'PropertyStatusChanged',
    'PropertySaleDealChanged',
    'PropertyDeleted',
    'PropertyTextTranslated',
    'PropertyTranslationReviewed',
    'ServiceListed',
    'ServiceRevised',
    'ServiceDeleted',
    'ServiceTextTranslated',
    'ServiceTranslationReviewed',
    'ExperienceListed',
    'ExperienceRevised',
    'ExperienceDeleted',
    'ExperienceTextTranslated',
    'ExperienceTranslationReviewed',
  ],
  engagement: [
    'InquirySent',
    'InquiryJoinedAccount',
    'InquiryAssigned',
    'InquiryStatusChanged',
    'InquiryNoteAdded',
    'InquiryReplied',
    'InquiryRepliesRead',
    'FavoriteAdded',
    'FavoriteRemoved',
    'PriceDropAlertsChanged',
    'SearchSaved',
    'SavedSearchRenamed',
    'SavedSearchFrequencyChanged',
    'SavedSearchReductionsOnlyChanged',
    'SavedSearchSeen',
    'SavedSearchDeleted',
    'SavedSearchesMatched',
  ],
  bookings: [
    'BookingRequested',
    'BookingRecorded',
    'BookingConfirmed',
    'BookingDeclined',
    'BookingPriceAdjusted',
    'BookingPaymentStatusChanged',
    'BookingCompleted',
    'BookingCancelled',
    'BookingGuestJoinedAccount',
  ],
  viewings: [
    'ViewingRequested',
    'ViewingConfirmed',
    'ViewingTimeProposed',
    'ViewingMoveRequested',
    'ViewingDeclined',
    'ViewingCancelled',
    'ViewingCompleted',
    'ViewingMarkedNoShow',
    'ViewingFeedbackRecorded',
  ],
  sales: [
    'OfferMade',
    'OfferPresented',
    'OfferCountered',
    'OfferAccepted',
    'OfferRejected',
    'OfferWithdrawn',
    'OfferExpired',
    'OfferClosed',
    'SaleReserved',
    'SaleDepositReceived',
    'SaleCompleted',
    'SaleFellThrough',
  ],
  mandates: [
    'MandateRecorded',
    'SellerAdded',
    'SellerUpdated',
    'SellerRemoved',
    'SellerErased',
    'SellerReportLinksRevoked',
  ],
  media: ['ImageUploaded'],
  purchaseCosts: ['PurchaseCostRatesRevised'],
  portals: ['PropertyPortalsChosen', 'PortalFeedTokenRotated'],
  newsletter: [
    'NewsItemWritten',
    'NewsItemRevised',
    'NewsItemTranslated',
    'NewsItemTranslationReviewed',
    'NewsItemPublished',
    'NewsItemUnpublished',
  ],
} as const satisfies Record<HistoryModule, readonly string[]>;

export type EventType = (typeof EVENT_TYPES)[HistoryModule][number];

export const HISTORY_MODULES = Object.keys(EVENT_TYPES) as HistoryModule[];

export const isHistoryModule = (value: string | null): value is HistoryModule =>
  HISTORY_MODULES.some((module) => module === value);

export const ALL_EVENT_TYPES: readonly EventType[] = HISTORY_MODULES.flatMap((module) => EVENT_TYPES[module]);

export const isEventType = (value: string | null): value is EventType =>
  ALL_EVENT_TYPES.some((type) => type === value);
