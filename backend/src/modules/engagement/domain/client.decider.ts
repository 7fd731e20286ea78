import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { AlertSettingSource, ClientEvent } from './client.events';
import {
  FAVORITES_LIMIT,
  SAVED_SEARCH_LIMIT,
  type AlertFrequency,
  type DigestFrequency,
  type SearchFilters,
} from './search-filters';

export type ClientCommand =
  | { type: 'AddFavorite'; userId: string; propertyId: string; at: string }
  | { type: 'RemoveFavorite'; userId: string; propertyId: string; at: string }
  /** The undo of a removal: the favorite comes back with the date it was first saved on. */
  | { type: 'RestoreFavorite'; userId: string; propertyId: string; at: string }
  /** A visitor's browser favorites, already narrowed to properties that exist. */
  | { type: 'MergeFavorites'; userId: string; propertyIds: readonly string[]; at: string }
  | {
      type: 'SaveSearch';
      userId: string;
      searchId: string;
      name: string;
      filters: SearchFilters;
      frequency: AlertFrequency;
      /** Alert only of price reductions (false unless asked). */
      reductionsOnly?: boolean;
      at: string;
    }
  /** The client's panel: a new name, a new alert frequency, alerts of reductions only or not; any of them. */
  | {
      type: 'UpdateSavedSearch';
      userId: string;
      searchId: string;
      name?: string;
      frequency?: AlertFrequency;
      reductionsOnly?: boolean;
      at: string;
    }
  /** The one-click unsubscribe link of an alert e-mail. */
  | { type: 'StopSavedSearchAlerts'; userId: string; searchId: string; at: string }
  /** The unsubscribe link of a digest e-mail: every search of that frequency stops alerting. */
  | { type: 'StopDigestAlerts'; userId: string; frequency: DigestFrequency; at: string }
  /** Its undo: the searches that alerted at that frequency before do again. */
  | { type: 'RestoreDigestAlerts'; userId: string; frequency: DigestFrequency; at: string }
  /** The undo of an unsubscribe link: back to the frequency the search had before it was turned off. */
  | { type: 'RestoreSavedSearchAlerts'; userId: string; searchId: string; at: string }
  | { type: 'DeleteSavedSearch'; userId: string; searchId: string; at: string }
  | { type: 'MarkSavedSearchSeen'; userId: string; searchId: string; at: string }
  | {
      type: 'ChangePriceDropAlerts';
      userId: string;
      enabled: boolean;
      source: AlertSettingSource;
      at: string;
    };

interface SearchState {
  /** Null once the account is erased (the name is personal data): then any new name is a rename. */
  name: string | null;
  frequency: AlertFrequency;
  /** The last frequency other than 'none', which an undo restores. */
  lastAlertFrequency: Exclude<AlertFrequency, 'none'>;
  reductionsOnly: boolean;
}

export interface ClientState {
  /** Each favorite property with when it was saved. */
  favorites: ReadonlyMap<string, string>;
  /** Favorites removed since, with when they were saved: what a restore brings back. */
  removedFavorites: ReadonlyMap<string, string>;
  searches: ReadonlyMap<string, SearchState>;
  priceDropAlerts: boolean;
}

const DEFAULT_ALERT_FREQUENCY = 'daily';

function requireSearch(state: ClientState, searchId: string): SearchState {
  const search = state.searches.get(searchId);
  if (!search) {
    throw new DomainError('not_found', 'saved_search_not_found', `Saved search ${searchId} does not exist`);
  }
  return search;
}

function requireFavoritesRoom(state: ClientState): void {
  if (state.favorites.size >= FAVORITES_LIMIT) {
    throw new DomainError(
      'conflict',
      'favorites_limit',
      `An account keeps at most ${FAVORITES_LIMIT} favorites`,
    );
  }
}

function frequencyChange(
  command: { userId: string; searchId: string; source: AlertSettingSource; at: string },
  search: SearchState,
  frequency: AlertFrequency,
): ClientEvent[] {
  if (search.frequency === frequency) return [];
  return [
    {
      type: 'SavedSearchFrequencyChanged',
      data: {
        userId: command.userId,
        searchId: command.searchId,
        frequency,
        changedAt: command.at,
        source: command.source,
      },
    },
  ];
}

/**
 * A client's favorites, saved searches and alert settings. Commands that would change nothing record nothing
 * (adding a favorite twice, removing one that is not there), so retries and double clicks are harmless.
 */
export const clientDecider: Decider<ClientCommand, ClientState, ClientEvent> = {
  initialState: {
    favorites: new Map(),
    removedFavorites: new Map(),
    searches: new Map(),
    priceDropAlerts: true,
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddFavorite': {
        if (state.favorites.has(command.propertyId)) return [];
        requireFavoritesRoom(state);
        return [
          {
            type: 'FavoriteAdded',
            data: { userId: command.userId, propertyId: command.propertyId, addedAt: command.at },
          },
        ];
      }
      case 'RemoveFavorite':
        if (!state.favorites.has(command.propertyId)) return [];
        return [
          {
            type: 'FavoriteRemoved',
            data: { userId: command.userId, propertyId: command.propertyId, removedAt: command.at },
          },
        ];
      case 'RestoreFavorite': {
        if (state.favorites.has(command.propertyId)) return [];
        const addedAt = state.removedFavorites.get(command.propertyId);
        if (!addedAt) {
          throw new DomainError(
            'not_found',
            'favorite_not_removed',
            'This property was not among the favorites removed from this account',
          );
        }
        requireFavoritesRoom(state);
        return [
          {
            type: 'FavoriteAdded',
            data: { userId: command.userId, propertyId: command.propertyId, addedAt, restoredAt: command.at },
          },
        ];
      }
      case 'MergeFavorites': {
        const room = Math.max(0, FAVORITES_LIMIT - state.favorites.size);
        const fresh = [...new Set(command.propertyIds)].filter((id) => !state.favorites.has(id));
        return fresh.slice(0, room).map((propertyId) => ({
          type: 'FavoriteAdded',
          data: { userId: command.userId, propertyId, addedAt: command.at, mergedFromBrowser: true },
        }));
      }
      case 'SaveSearch': {
        if (state.searches.has(command.searchId)) return [];
        if (state.searches.size >= SAVED_SEARCH_LIMIT) {
          throw new DomainError(
            'conflict',
            'saved_searches_limit',
            `An account keeps at most ${SAVED_SEARCH_LIMIT} saved searches`,
          );
        }
        return [
          {
            type: 'SearchSaved',
            data: {
              userId: command.userId,
              searchId: command.searchId,
              name: command.name,
              filters: command.filters,
              frequency: command.frequency,
              reductionsOnly: command.reductionsOnly ?? false,
              savedAt: command.at,
            },
          },
        ];
      }
      case 'UpdateSavedSearch': {
        const search = requireSearch(state, command.searchId);
        const events: ClientEvent[] = [];
        if (command.name !== undefined && command.name !== search.name) {
          events.push({
            type: 'SavedSearchRenamed',
            data: { userId: command.userId, searchId: command.searchId, name: command.name },
          });
        }
        if (command.frequency !== undefined) {
          events.push(...frequencyChange({ ...command, source: 'account' }, search, command.frequency));
        }
        if (command.reductionsOnly !== undefined && command.reductionsOnly !== search.reductionsOnly) {
          events.push({
            type: 'SavedSearchReductionsOnlyChanged',
            data: {
              userId: command.userId,
              searchId: command.searchId,
              reductionsOnly: command.reductionsOnly,
              changedAt: command.at,
            },
          });
        }
        return events;
      }
      case 'StopSavedSearchAlerts':
        return frequencyChange(
          { ...command, source: 'unsubscribe_link' },
          requireSearch(state, command.searchId),
          'none',
        );
      case 'RestoreSavedSearchAlerts': {
        const search = requireSearch(state, command.searchId);
        return frequencyChange({ ...command, source: 'unsubscribe_link' }, search, search.lastAlertFrequency);
      }
      case 'StopDigestAlerts':
        return [...state.searches]
          .filter(([, search]) => search.frequency === command.frequency)
          .flatMap(([searchId, search]) =>
            frequencyChange({ ...command, searchId, source: 'unsubscribe_link' }, search, 'none'),
          );
      case 'RestoreDigestAlerts':
        return [...state.searches]
          .filter(
            ([, search]) => search.frequency === 'none' && search.lastAlertFrequency === command.frequency,
          )
          .flatMap(([searchId, search]) =>
            frequencyChange({ ...command, searchId, source: 'unsubscribe_link' }, search, command.frequency),
          );
      case 'DeleteSavedSearch':
        if (!state.searches.has(command.searchId)) return [];
        return [
          {
            type: 'SavedSearchDeleted',
            data: { userId: command.userId, searchId: command.searchId, deletedAt: command.at },
          },
        ];
      case 'MarkSavedSearchSeen':
        requireSearch(state, command.searchId);
        return [
          {
            type: 'SavedSearchSeen',
            data: { userId: command.userId, searchId: command.searchId, seenAt: command.at },
          },
        ];
      case 'ChangePriceDropAlerts':
        if (state.priceDropAlerts === command.enabled) return [];
        return [
          {
            type: 'PriceDropAlertsChanged',
            data: {
              userId: command.userId,
              enabled: command.enabled,
              changedAt: command.at,
              source: command.source,
            },
          },
        ];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'FavoriteAdded': {
        const { propertyId, addedAt } = event.data;
        const removedFavorites = new Map(state.removedFavorites);
        removedFavorites.delete(propertyId);
        return { ...state, favorites: new Map(state.favorites).set(propertyId, addedAt), removedFavorites };
      }
      case 'FavoriteRemoved': {
        const { propertyId } = event.data;
        const favorites = new Map(state.favorites);
        const addedAt = favorites.get(propertyId);
        favorites.delete(propertyId);
        const removedFavorites = new Map(state.removedFavorites);
        if (addedAt) removedFavorites.set(propertyId, addedAt);
        return { ...state, favorites, removedFavorites };
      }
      case 'SearchSaved': {
        const { frequency } = event.data;
        const searches = new Map(state.searches).set(event.data.searchId, {
          name: event.data.name,
          frequency,
          lastAlertFrequency: frequency === 'none' ? DEFAULT_ALERT_FREQUENCY : frequency,
          reductionsOnly: event.data.reductionsOnly,
        });
        return { ...state, searches };
      }
      case 'SavedSearchRenamed':
        return updateSearch(state, event.data.searchId, { name: event.data.name });
      case 'SavedSearchFrequencyChanged': {
        const { frequency } = event.data;
        return updateSearch(
          state,
          event.data.searchId,
          frequency === 'none' ? { frequency } : { frequency, lastAlertFrequency: frequency },
        );
      }
      case 'SavedSearchReductionsOnlyChanged':
        return updateSearch(state, event.data.searchId, { reductionsOnly: event.data.reductionsOnly });
      case 'SavedSearchDeleted': {
        const searches = new Map(state.searches);
        searches.delete(event.data.searchId);
        return { ...state, searches };
      }
      case 'SavedSearchSeen':
        return state;
      case 'PriceDropAlertsChanged':
        return { ...state, priceDropAlerts: event.data.enabled };
    }
  },
};

function updateSearch(state: ClientState, searchId: string, change: Partial<SearchState>): ClientState {
  const search = state.searches.get(searchId);
  if (!search) return state;
  return { ...state, searches: new Map(state.searches).set(searchId, { ...search, ...change }) };
}
