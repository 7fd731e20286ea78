import { MICRODEGREES } from '../../../../platform/database/point.type';
import { propertyFilterSql, type PropertySearch } from '../list-properties/property-search';

/** The most pins one answer holds: enough for the whole coast at this catalogue's size, small enough to draw. */
export const MAP_POINTS_CAP = 5_000;

/** A row of propertyMapSql as the pg driver returns it. */
export interface PropertyMapRow {
  id: string;
  lng: number;
  lat: number;
  price_eur: number;
  approximate: boolean;
  total: number;
}

/**
 * The pins of a public search in one statement: the list's own filter (property-search.ts), only properties
 * with a map point, newest first up to the cap plus one, and the number of all matches as a window count
 * (computed over the matches before the limit). The map filters use the GiST index of map_point.
 */
export function propertyMapSql(
  search: PropertySearch,
  cap: number = MAP_POINTS_CAP,
): { sql: string; params: unknown[] } {
  const { filter, params } = propertyFilterSql(search);
  return {
    sql:
      `select id, map_point[0] / ${MICRODEGREES} as lng, map_point[1] / ${MICRODEGREES} as lat, price_eur, ` +
      'map_point_approximate as approximate, ' +
      `count(*) over ()::int as total from catalogue_properties where ${filter} and map_point is not null ` +
      'order by listed_at desc, id limit ?',
    params: [...params, cap],
  };
}
