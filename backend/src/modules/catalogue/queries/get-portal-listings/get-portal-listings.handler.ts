import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MICRODEGREES } from '../../../../platform/database/point.type';
import { GetPortalListingsQuery, type PortalListing } from './get-portal-listings.query';

type Row = Omit<PortalListing, 'updatedAt' | 'publicPoint'> & {
  updatedAt: Date;
  lng: number | null;
  lat: number | null;
};

/**
 * One statement per page of ids, reading out of the details only what a feed writes. The details are
 * unpacked once per row (jsonb_to_record): each `details->...` of its own would decompress the whole stored
 * listing again. The map point is read in micro-degrees and given back in degrees.
 */
const SQL = (count: number) => `
  select p.id, p.type, p.updated_at as "updatedAt", p.map_point[0] as lng, p.map_point[1] as lat,
         p.reference, p.title, d."fullDescription" as description, p.price_eur as "priceEur",
         p.bedrooms, p.bathrooms, p.size_built_m2 as "builtM2",
         (d.specifications->>'sizePlotM2')::int as "plotM2", d.amenities,
         d.address->>'city' as town, d.address->>'area' as area, d."energyRating",
         array(select image->>'url' from jsonb_array_elements(d.gallery->'images') image) as "imageUrls"
    from catalogue_properties p
   cross join lateral jsonb_to_record(p.details) as d(
         "fullDescription" jsonb, specifications jsonb, amenities jsonb, address jsonb, gallery jsonb,
         "energyRating" text)
   where p.id in (${Array.from({ length: count }, () => '?').join(', ')}) and p.status = 'active'
   order by p.id`;

@QueryHandler(GetPortalListingsQuery)
export class GetPortalListingsHandler implements IQueryHandler<GetPortalListingsQuery, PortalListing[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: GetPortalListingsQuery): Promise<PortalListing[]> {
    if (ids.length === 0) return [];
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Row[]>(SQL(ids.length), [...ids]);
    return rows.map(({ lng, lat, updatedAt, ...listing }) => ({
      ...listing,
      updatedAt: new Date(updatedAt),
      publicPoint:
        lat === null || lng === null
          ? null
          : { lat: Number(lat) / MICRODEGREES, lng: Number(lng) / MICRODEGREES },
    }));
  }
}
