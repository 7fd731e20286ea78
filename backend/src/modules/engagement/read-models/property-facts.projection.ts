import type { InlineProjection } from '../../../platform/projections/projection';
import { PROPERTY_EVENT_TYPES, type PropertyDetails, type PropertyEvent } from '../../catalogue';

/**
 * engagement_properties: what favorites and alerts need to know about each property, kept from the catalogue's
 * events (a module reads another one's events, never its tables). A deleted property stays, with status
 * 'deleted', so a client's favorites can say so instead of vanishing.
 */
export const propertyFactsProjection: InlineProjection<PropertyEvent> = {
  name: 'engagement-properties',
  eventTypes: PROPERTY_EVENT_TYPES,
  tables: ['engagement_properties'],
  async apply(em, event) {
    switch (event.type) {
      case 'PropertyListed':
        await em.execute(
          `insert into engagement_properties (id, status, reference, type, location, title, city, area,
             price_eur, bedrooms, bathrooms, size_built_m2, amenities, cover_image)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [event.data.propertyId, event.data.status, ...detailColumns(event.data.details)],
        );
        return;
      case 'PropertyRevised':
        await em.execute(
          `update engagement_properties set reference = ?, type = ?, location = ?, title = ?, city = ?,
             area = ?, price_eur = ?, bedrooms = ?, bathrooms = ?, size_built_m2 = ?, amenities = ?,
             cover_image = ?
           where id = ?`,
          [...detailColumns(event.data.details), event.data.propertyId],
        );
        return;
      case 'PropertyPriceChanged':
        await em.execute('update engagement_properties set price_eur = ? where id = ?', [
          event.data.priceEur,
          event.data.propertyId,
        ]);
        return;
      case 'PropertyStatusChanged':
        await em.execute('update engagement_properties set status = ? where id = ?', [
          event.data.to,
          event.data.propertyId,
        ]);
        return;
      case 'PropertyDeleted':
        await em.execute(`update engagement_properties set status = 'deleted' where id = ?`, [
          event.data.propertyId,
        ]);
        return;
      case 'PropertyTextTranslated': {
        // Of the texts kept here, the title and the cover's alt text (the first image's) can be translated.
        const { path, language, text, propertyId } = event.data;
        if (path === 'title') {
          await em.execute(
            'update engagement_properties set title = title || jsonb_build_object(?::text, ?::text) where id = ?',
            [language, text, propertyId],
          );
        } else if (path === 'gallery.images.0.alt') {
          await em.execute(
            `update engagement_properties
             set cover_image = jsonb_set(cover_image, '{alt}', (cover_image -> 'alt') || jsonb_build_object(?::text, ?::text))
             where id = ? and cover_image is not null`,
            [language, text, propertyId],
          );
        }
        return;
      }
    }
  },
};

function detailColumns(details: PropertyDetails): unknown[] {
  const cover = details.gallery.images[0];
  return [
    details.reference,
    details.type,
    details.location,
    JSON.stringify(details.title),
    details.address.city,
    details.address.area,
    details.price.saleEur,
    details.specifications.bedrooms,
    details.specifications.bathrooms,
    details.specifications.sizeBuiltM2,
    JSON.stringify(details.amenities),
    cover ? JSON.stringify(cover) : null,
  ];
}
