import type { InlineProjection } from '../../../platform/projections/projection';
import type { FavoriteAdded, InquirySent } from '../../engagement';
import type { SaleEvent } from '../../sales';
import type { ViewingRequested } from '../../viewings';

type OfferMade = Extract<SaleEvent, { type: 'OfferMade' }>;
type ActivityEvent = FavoriteAdded | InquirySent | ViewingRequested | OfferMade;

export const ACTIVITY_FIGURES = ['favorites', 'inquiries', 'viewings', 'offers'] as const;
export type ActivityFigure = (typeof ACTIVITY_FIGURES)[number];

/** Which figure an event adds one to, about which property and on which instant; null when it counts for none. */
function counted(event: ActivityEvent): { figure: ActivityFigure; propertyId: string; at: string } | null {
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
  }
}

/**
 * `listing_daily_activity`: per property and Madrid day, the favorites added, the inquiries about it, the
 * viewings requested and the offers made, one upsert per event in the transaction of the command that
 * recorded it. The day comes from the instant the event records, never from the time of the replay, so a
 * rebuild gives the same rows. Saved-search matches are not counted: engagement records its alerts in
 * tables of its own, not as events naming the property.
 */
export const listingActivityProjection: InlineProjection<ActivityEvent> = {
  name: 'listing-daily-activity',
  eventTypes: ['FavoriteAdded', 'InquirySent', 'ViewingRequested', 'OfferMade'],
  tables: ['listing_daily_activity'],
  async apply(em, event) {
    const count = counted(event);
    if (!count) return;
    // The figure's name comes from the closed list above, never from the event.
    const column = count.figure;
    await em.execute(
      `insert into listing_daily_activity (property_id, day, ${column})
       values (?, (?::timestamptz at time zone 'Europe/Madrid')::date, 1)
       on conflict (property_id, day) do update set ${column} = listing_daily_activity.${column} + 1`,
      [count.propertyId, count.at],
    );
  },
};
