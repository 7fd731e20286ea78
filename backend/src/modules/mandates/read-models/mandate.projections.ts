import type { InlineProjection } from '../../../platform/projections/projection';
import { MANDATE_EVENT_TYPES, type MandateEvent } from '../domain/mandate.events';

/**
 * `mandates` (the terms and the stream's version, which every event of the stream moves) and
 * `mandate_sellers` (each seller, their contact data in clear until erased). Replayed after an erasure,
 * a seller's sealed fields read as null: the rebuilt row equals the live one.
 */
export const mandatesProjection: InlineProjection<MandateEvent> = {
  name: 'mandates',
  eventTypes: MANDATE_EVENT_TYPES,
  tables: ['mandates', 'mandate_sellers'],
  async apply(em, event) {
    const { data } = event;
    await em.execute(
      `insert into mandates (property_id, version) values (?, ?)
       on conflict (property_id) do update set version = excluded.version`,
      [data.propertyId, event.streamVersion],
    );
    switch (event.type) {
      case 'MandateRecorded': {
        const { data } = event;
        await em.execute(
          `update mandates set exclusive = ?, commission_percent = ?, starts_on = ?, ends_on = ?,
             asking_price_eur = ?, recorded_at = ? where property_id = ?`,
          [
            data.exclusive,
            data.commissionPercent,
            data.startsOn,
            data.endsOn,
            data.askingPriceEur,
            data.recordedAt,
            data.propertyId,
          ],
        );
        return;
      }
      case 'SellerAdded': {
        const { data } = event;
        await em.execute(
          `insert into mandate_sellers (seller_id, property_id, name, email, phone, language, status, added_at, updated_at)
           values (?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
          [
            data.sellerId,
            data.propertyId,
            data.name,
            data.email,
            data.phone,
            data.language,
            data.addedAt,
            data.addedAt,
          ],
        );
        return;
      }
      case 'SellerUpdated': {
        const { data } = event;
        await em.execute(
          `update mandate_sellers set name = ?, email = ?, phone = ?, language = ?, updated_at = ?
            where seller_id = ?`,
          [data.name, data.email, data.phone, data.language, data.updatedAt, data.sellerId],
        );
        return;
      }
      case 'SellerRemoved':
        await em.execute(
          `update mandate_sellers set status = 'removed', removed_at = ?, updated_at = ? where seller_id = ?`,
          [event.data.removedAt, event.data.removedAt, event.data.sellerId],
        );
        return;
      case 'SellerErased':
        await em.execute(
          `update mandate_sellers set status = 'erased', name = null, email = null, phone = null,
             erased_at = ?, updated_at = ? where seller_id = ?`,
          [event.data.erasedAt, event.data.erasedAt, event.data.sellerId],
        );
        return;
    }
  },
};
