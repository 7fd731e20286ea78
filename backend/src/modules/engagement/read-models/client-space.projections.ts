import { likeContains } from '../../../platform/database/like-contains';
import type { InlineProjection } from '../../../platform/projections/projection';
import { placeSearchText } from '../../catalogue';
import { ACCOUNT_ERASED, erasedAccountId, type AccountErased } from '../../identity';
import type {
  FavoriteAdded,
  FavoriteRemoved,
  PriceDropAlertsChanged,
  SavedSearchDeleted,
  SavedSearchFrequencyChanged,
  SavedSearchReductionsOnlyChanged,
  SavedSearchRenamed,
  SavedSearchSeen,
  SearchSaved,
} from '../domain/client.events';
import type { SearchFilters } from '../domain/search-filters';

/** The filter columns of a saved search row: null where the search does not filter. */
function filterColumns(filters: SearchFilters): unknown[] {
  const list = (values: readonly string[] | undefined) => (values ? JSON.stringify(values) : null);
  return [
    list(filters.location),
    list(filters.type),
    filters.priceMin ?? null,
    filters.priceMax ?? null,
    filters.bedroomsMin ?? null,
    filters.bathroomsMin ?? null,
    filters.sizeMin ?? null,
    filters.sizeMax ?? null,
    list(filters.features),
    filters.q ? likeContains(placeSearchText(filters.q)) : null,
  ];
}

/**
 * A saved search's name as its row keeps it. The name is the account's personal data: a rebuild after the
 * account's erasure reads it as null, and the column is NOT NULL. The row lives only until that account's
 * AccountErased, later in the same replay, deletes it; an empty name meanwhile keeps the insert from failing
 * and never reaches a mail (an alert needs a named search, and an erased account gets no mail at all).
 */
const searchName = (name: string | null): string => name ?? '';

/** engagement_favorites: who keeps which property, since when. */
export const favoritesProjection: InlineProjection<FavoriteAdded | FavoriteRemoved | AccountErased> = {
  name: 'engagement-favorites',
  eventTypes: ['FavoriteAdded', 'FavoriteRemoved', ACCOUNT_ERASED],
  tables: ['engagement_favorites'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      await em.execute('delete from engagement_favorites where user_id = ?', [erasedAccountId(event)]);
      return;
    }
    if (event.type === 'FavoriteAdded') {
      await em.execute(
        `insert into engagement_favorites (user_id, property_id, added_at) values (?, ?, ?)
         on conflict do nothing`,
        [event.data.userId, event.data.propertyId, event.data.addedAt],
      );
    } else if (event.type === 'FavoriteRemoved') {
      await em.execute('delete from engagement_favorites where user_id = ? and property_id = ?', [
        event.data.userId,
        event.data.propertyId,
      ]);
    }
  },
};

type SavedSearchEvent =
  | SearchSaved
  | SavedSearchRenamed
  | SavedSearchFrequencyChanged
  | SavedSearchReductionsOnlyChanged
  | SavedSearchDeleted
  | SavedSearchSeen;

/** engagement_saved_searches: each search with its filters in columns, for the alerts' matching SQL. */
export const savedSearchesProjection: InlineProjection<SavedSearchEvent | AccountErased> = {
  name: 'engagement-saved-searches',
  eventTypes: [
    'SearchSaved',
    'SavedSearchRenamed',
    'SavedSearchFrequencyChanged',
    'SavedSearchReductionsOnlyChanged',
    'SavedSearchDeleted',
    'SavedSearchSeen',
    ACCOUNT_ERASED,
  ],
  tables: ['engagement_saved_searches'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      // The worker's alert log is no read model (a rebuild keeps it), but it names what the client followed.
      await em.execute('delete from engagement_alert_log where user_id = ?', [erasedAccountId(event)]);
      await em.execute('delete from engagement_saved_searches where user_id = ?', [erasedAccountId(event)]);
      return;
    }
    switch (event.type) {
      case 'SearchSaved': {
        const { data } = event;
        await em.execute(
          `insert into engagement_saved_searches (id, user_id, name, filters, frequency, locations, types,
             price_min, price_max, bedrooms_min, bathrooms_min, size_min, size_max, features, q_pattern,
             created_at, seen_at, reductions_only)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            data.searchId,
            data.userId,
            searchName(data.name),
            JSON.stringify(data.filters),
            data.frequency,
            ...filterColumns(data.filters),
            data.savedAt,
            data.savedAt,
            data.reductionsOnly,
          ],
        );
        return;
      }
      case 'SavedSearchRenamed':
        await em.execute('update engagement_saved_searches set name = ? where id = ?', [
          searchName(event.data.name),
          event.data.searchId,
        ]);
        return;
      case 'SavedSearchFrequencyChanged':
        await em.execute('update engagement_saved_searches set frequency = ? where id = ?', [
          event.data.frequency,
          event.data.searchId,
        ]);
        return;
      case 'SavedSearchReductionsOnlyChanged':
        await em.execute('update engagement_saved_searches set reductions_only = ? where id = ?', [
          event.data.reductionsOnly,
          event.data.searchId,
        ]);
        return;
      case 'SavedSearchSeen':
        await em.execute('update engagement_saved_searches set seen_at = ? where id = ?', [
          event.data.seenAt,
          event.data.searchId,
        ]);
        return;
      case 'SavedSearchDeleted':
        await em.execute('delete from engagement_saved_searches where id = ?', [event.data.searchId]);
        return;
    }
  },
};

/** engagement_alert_settings: a row only for accounts that changed a setting (price-drop alerts are on by default). */
export const alertSettingsProjection: InlineProjection<PriceDropAlertsChanged | AccountErased> = {
  name: 'engagement-alert-settings',
  eventTypes: ['PriceDropAlertsChanged', ACCOUNT_ERASED],
  tables: ['engagement_alert_settings'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      await em.execute('delete from engagement_alert_settings where user_id = ?', [erasedAccountId(event)]);
      return;
    }
    await em.execute(
      `insert into engagement_alert_settings (user_id, price_drop_alerts) values (?, ?)
       on conflict (user_id) do update set price_drop_alerts = excluded.price_drop_alerts`,
      [event.data.userId, event.data.enabled],
    );
  },
};
