import { Migration } from '@mikro-orm/migrations';

/**
 * The public map (GET /api/properties/map, and the bbox/area filters of GET /api/properties).
 *
 * - `map_point` is PostgreSQL's built-in `point` (x = longitude, y = latitude, in whole micro-degrees: see
 *   MicrodegreePointType): the point the public may see, the exact one or the centre of its grid cell when
 *   the owner hides it. No PostGIS: the product runs on a plain PostgreSQL, and along one coastline planar
 *   degrees are exact enough for "inside this rectangle or drawn shape" (public-location.ts, map-area.ts).
 * - Its GiST index (core point_ops) serves `map_point <@ box` and `map_point <@ polygon` (the polygon's bounding
 *   box in the index, the exact test on the rows it yields); partial on the public statuses, which every public
 *   query writes as constants, like the catalogue's other search indexes. It includes what the map's pins
 *   and the scalar filters read, so the pins of an area are an index-only scan (rows are wide: texts in five
 *   languages and the details).
 * - Rows listed before the switch existed show their exact point: the backfill copies the coordinates of the
 *   details, and writes the switch's default (false) into them, as a rebuild would.
 */
export class Migration20261127000001_catalogue_map extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table catalogue_properties add column map_point point;
      alter table catalogue_properties add column map_point_approximate boolean not null default false;

      update catalogue_properties set
        details = jsonb_set(details, '{address,hideExactLocation}', 'false'),
        map_point = case when jsonb_typeof(details -> 'address' -> 'coordinates') = 'object' then point(
          round((details -> 'address' -> 'coordinates' ->> 'lng')::numeric * 1000000),
          round((details -> 'address' -> 'coordinates' ->> 'lat')::numeric * 1000000)) end
      where details -> 'address' -> 'hideExactLocation' is null;

      create index catalogue_properties_public_map_point on catalogue_properties using gist (map_point)
        include (id, listed_at, price_eur, map_point_approximate, location, type, bedrooms, bathrooms,
          size_built_m2)
        where status in ('active', 'reserved', 'sold');
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index catalogue_properties_public_map_point;
      alter table catalogue_properties drop column map_point_approximate;
      alter table catalogue_properties drop column map_point;
    `);
  }
}
