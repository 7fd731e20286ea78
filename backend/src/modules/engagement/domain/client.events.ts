import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { AlertFrequency, SearchFilters } from './search-filters';

/**
 * The events of a client's own stream (`client-<userId>`): favorites, saved searches and alert settings. They
 * name the account by its id only: no e-mail or name of the client. A saved search's name is the client's
 * own words, personal data (sealed with the account's key, read as null once the account is erased).
 */
/**
 * `addedAt`: when the property was saved. A favorite restored after its removal (the undo) keeps the date it
 * was first saved on, and `restoredAt` says when it came back.
 */
export type FavoriteAdded = DomainEvent<
  'FavoriteAdded',
  { userId: string; propertyId: string; addedAt: string; mergedFromBrowser?: true; restoredAt?: string }
>;
export type FavoriteRemoved = DomainEvent<
  'FavoriteRemoved',
  { userId: string; propertyId: string; removedAt: string }
>;
export type SearchSaved = DomainEvent<
  'SearchSaved',
  {
    userId: string;
    searchId: string;
    /** Null once the account is erased. */
    name: string | null;
    filters: SearchFilters;
    frequency: AlertFrequency;
    /** Alert only when a matching listing's price is reduced, not when one is published. */
    reductionsOnly: boolean;
    savedAt: string;
  }
>;
export type SavedSearchRenamed = DomainEvent<
  'SavedSearchRenamed',
  { userId: string; searchId: string; /** Null once the account is erased. */ name: string | null }
>;
/** `source`: the client's panel, or the one-click unsubscribe link of an alert e-mail (and its undo). */
export type SavedSearchFrequencyChanged = DomainEvent<
  'SavedSearchFrequencyChanged',
  {
    userId: string;
    searchId: string;
    frequency: AlertFrequency;
    changedAt: string;
    source: AlertSettingSource;
  }
>;
/** The client's panel: the search alerts only of price reductions, or again of every news. */
export type SavedSearchReductionsOnlyChanged = DomainEvent<
  'SavedSearchReductionsOnlyChanged',
  { userId: string; searchId: string; reductionsOnly: boolean; changedAt: string }
>;
export type SavedSearchDeleted = DomainEvent<
  'SavedSearchDeleted',
  { userId: string; searchId: string; deletedAt: string }
>;
/** The client opened the search's results: its "new" count starts again from here. */
export type SavedSearchSeen = DomainEvent<
  'SavedSearchSeen',
  { userId: string; searchId: string; seenAt: string }
>;
export type PriceDropAlertsChanged = DomainEvent<
  'PriceDropAlertsChanged',
  { userId: string; enabled: boolean; changedAt: string; source: AlertSettingSource }
>;

export type AlertSettingSource = 'account' | 'unsubscribe_link';

export type ClientEvent =
  | FavoriteAdded
  | FavoriteRemoved
  | SearchSaved
  | SavedSearchRenamed
  | SavedSearchFrequencyChanged
  | SavedSearchReductionsOnlyChanged
  | SavedSearchDeleted
  | SavedSearchSeen
  | PriceDropAlertsChanged;

export const clientEvents = defineEvents<ClientEvent>({
  FavoriteAdded: {},
  FavoriteRemoved: {},
  // Version 1 predates alerts of reductions only: such a search alerted of every news.
  SearchSaved: { version: 2, upcasters: { 1: (data) => ({ reductionsOnly: false, ...(data as object) }) } },
  SavedSearchRenamed: {},
  SavedSearchFrequencyChanged: {},
  SavedSearchReductionsOnlyChanged: {},
  SavedSearchDeleted: {},
  SavedSearchSeen: {},
  PriceDropAlertsChanged: {},
});

export const CLIENT_EVENT_TYPES = clientEvents.types;

export const clientStreamId = (userId: string): string => `client-${userId}`;
