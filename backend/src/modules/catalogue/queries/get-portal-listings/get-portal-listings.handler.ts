import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MICRODEGREES } from '../../../../platform/database/point.type';
import { GetPortalListingsQuery, type PortalListing } from './get-portal-listings.query';

interface Row {
  id: string;
  status: PortalListing['status'];
  type: PortalListing['type'];
  updated_at: Date;
  details: PortalListing['details'];
  lng: number | null;
  lat: number | null;
}

/** One statement per page of ids; the map point is read in micro-degrees and given back in degrees. */
@QueryHandler(GetPortalListingsQuery)
export class GetPortalListingsHandler implements IQueryHandler<GetPortalListingsQuery, PortalListing[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: GetPortalListingsQuery): Promise<PortalListing[]> {
    if (ids.length === 0) return [];
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Row[]>(
        `select id, status, type, updated_at, details, map_point[0] as lng, map_point[1] as lat
           from catalogue_properties where id in (${ids.map(() => '?').join(', ')}) order by id`,
        [...ids],
      );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      type: row.type,
      updatedAt: new Date(row.updated_at),
      details: row.details,
      publicPoint:
        row.lat === null || row.lng === null
          ? null
          : { lat: Number(row.lat) / MICRODEGREES, lng: Number(row.lng) / MICRODEGREES },
    }));
  }
}
