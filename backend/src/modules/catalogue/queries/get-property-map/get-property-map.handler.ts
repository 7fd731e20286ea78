import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetPropertyMapQuery } from './get-property-map.query';
import type { PropertyMapDto } from './property-map.dto';
import { MAP_POINTS_CAP, propertyMapSql, type PropertyMapRow } from './property-map-sql';

@QueryHandler(GetPropertyMapQuery)
export class GetPropertyMapHandler implements IQueryHandler<GetPropertyMapQuery, PropertyMapDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetPropertyMapQuery): Promise<PropertyMapDto> {
    const { sql, params } = propertyMapSql(query.search);
    const rows = await this.em.getConnection().execute<PropertyMapRow[]>(sql, params);
    const total = rows[0]?.total ?? 0;
    return {
      items: rows.map((row) => ({
        id: row.id,
        lat: row.lat,
        lng: row.lng,
        priceEur: row.price_eur,
        approximate: row.approximate,
      })),
      total,
      capped: total > MAP_POINTS_CAP,
    };
  }
}
