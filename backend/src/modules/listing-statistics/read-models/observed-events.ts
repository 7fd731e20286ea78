import type { DomainEvent } from '../../../platform/domain/decider';

/**
 * What this module reads of engagement's and viewings' events. Their doors do not export their event
 * declarations, so the few fields read here are named once, in this file: the event's type and the property
 * and instant it records. Nothing personal (no account, name, address or message) is read or kept. When those
 * doors export their declarations, these types give way to imports from `modules/engagement` and
 * `modules/viewings`.
 */
export type ObservedFavoriteAdded = DomainEvent<
  'FavoriteAdded',
  { propertyId: string; addedAt: string; restoredAt?: string }
>;
export type ObservedInquirySent = DomainEvent<'InquirySent', { propertyId: string | null; sentAt: string }>;
export type ObservedViewingRequested = DomainEvent<
  'ViewingRequested',
  { propertyId: string; requestedAt: string }
>;
