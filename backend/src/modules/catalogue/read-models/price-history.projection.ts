import type { InlineProjection } from '../../../platform/projections/projection';
import type { PropertyDeleted, PropertyListed, PropertyPriceChanged } from '../domain/property.events';

type PriceHistoryEvent = PropertyListed | PropertyPriceChanged | PropertyDeleted;

/**
 * catalogue_price_changes: each listing's first price (no previous price, dated when it was listed) and every
 * change of it, dated by its event. A deleted property leaves it, as it leaves every read model.
 */
export const priceHistoryProjection: InlineProjection<PriceHistoryEvent> = {
  name: 'catalogue-price-history',
  eventTypes: ['PropertyListed', 'PropertyPriceChanged', 'PropertyDeleted'],
  tables: ['catalogue_price_changes'],
  async apply(em, event) {
    switch (event.type) {
      case 'PropertyListed':
        await em.execute(
          `insert into catalogue_price_changes (event_id, property_id, changed_at, previous_price_eur, price_eur)
           values (?, ?, ?, null, ?)`,
          [
            event.eventId,
            event.data.propertyId,
            new Date(event.data.listedAt),
            event.data.details.price.saleEur,
          ],
        );
        return;
      case 'PropertyPriceChanged':
        await em.execute(
          `insert into catalogue_price_changes (event_id, property_id, changed_at, previous_price_eur, price_eur)
           values (?, ?, ?, ?, ?)`,
          [
            event.eventId,
            event.data.propertyId,
            event.createdAt,
            event.data.previousPriceEur,
            event.data.priceEur,
          ],
        );
        return;
      case 'PropertyDeleted':
        await em.execute('delete from catalogue_price_changes where property_id = ?', [
          event.data.propertyId,
        ]);
        return;
    }
  },
};
