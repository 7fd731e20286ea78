import type { InlineProjection } from '../../../platform/projections/projection';
import type { FavoriteAdded, InquirySent, SavedSearchesMatched } from '../../engagement';
import type { SaleEvent } from '../../sales';
import type { ViewingRequested } from '../../viewings';

type OfferMade = Extract<SaleEvent, { type: 'OfferMade' }>;
type ActivityEvent = FavoriteAdded | InquirySent | ViewingRequested | OfferMade | SavedSearchesMatched;

/** Each figure's column in `listing_daily_activity`. */
const COLUMNS = {
  favorites: 'favorites',
  inquiries: 'inquiries',
  viewings: 'viewings',
  offers: 'offers',
  savedSearchMatches: 'saved_search_matches',
} as const;
export type ActivityFigure = keyof typeof COLUMNS;

interface Counted {
  figure: ActivityFigure;
  propertyId: string;
  at: string;
  /** How many the event adds: one, or the searches a property matched at once. */
  amount?: number;
}

/** Which figure an event adds to, about which property and on which instant; null when it counts for none. */
function counted(event: ActivityEvent): Counted | null {
  switch (event.type) {
    case 'FavoriteAdded':
      // A favorite restored by its undo was already counted when it was first saved.
      if (event.data.restoredAt) return null;
      return { figure: 'favorites', propertyId: event.data.propertyId, at: event.data.addedAt };
    case 'InquirySent':
      return event.data.propertyId
        ? { figure: 'inquiries', propertyId: event.data.propertyId, at: event.data.sentAt }
        : null;
    case 'ViewingRequested':
      return { figure: 'viewings', propertyId: event.data.propertyId, at: event.data.requestedAt };
    case 'OfferMade':
      return { figure: 'offers', propertyId: event.data.propertyId, at: event.data.madeAt };
    case 'SavedSearchesMatched':
      return {
        figure: 'savedSearchMatches',
        propertyId: event.data.propertyId,
        at: event.data.matchedAt,
        amount: event.data.matches,
      };
  }
}

/**
 * `listing_daily_activity`: per property and Madrid day, the favorites added, the inquiries about it, the
 * viewings requested, the offers made and the saved searches it matched, one upsert per event in the
 * transaction that recorded it. The day comes from the instant the event records, never from the time of
 * the replay, so a rebuild gives the same rows. The matches come from engagement's `SavedSearchesMatched`
 * (a number per property), never from its alert tables.
 */
export const listingActivityProjection: InlineProjection<ActivityEvent> = {
  name: 'listing-daily-activity',
  eventTypes: ['FavoriteAdded', 'InquirySent', 'ViewingRequested', 'OfferMade', 'SavedSearchesMatched'],
  tables: ['listing_daily_activity'],
  async apply(em, event) {
    const count = counted(event);
    if (!count) return;
    // The column comes from the closed list above, never from the event.
    const column = COLUMNS[count.figure];
    const amount = count.amount ?? 1;
    await em.execute(
      `insert into listing_daily_activity (property_id, day, ${column})
       values (?, (?::timestamptz at time zone 'Europe/Madrid')::date, ?)
       on conflict (property_id, day) do update set ${column} = listing_daily_activity.${column} + excluded.${column}`,
      [count.propertyId, count.at, amount],
    );
  },
};
