import { likeContains } from '../../../../platform/database/like-contains';
import { placeSearchText } from '../../domain/place-names';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import type { FeatureKey, LocationKey, PropertyType } from '../../domain/catalogue-enums';
import { boxLiteral, polygonLiteral, type BoundingBox, type LngLat } from './map-area';

export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'size_desc', 'recently_reduced'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const SEARCH_LIMITS = {
  /** Largest page, and the page size when none is asked for. */
  maxPage: 48,
  maxOffset: 10_000,
  maxText: 100,
  maxEur: 1_000_000_000,
  maxM2: 1_000_000,
  /** Matches are counted up to this many; beyond it the answer says "more than 1,000". */
  countCap: 1_000,
} as const;

/** What a client may filter the public catalogue by; every field optional. */
export interface PropertySearch {
  location?: readonly LocationKey[];
  type?: readonly PropertyType[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  bathroomsMin?: number;
  sizeMin?: number;
  sizeMax?: number;
  features?: readonly FeatureKey[];
  q?: string;
  /** Only properties whose public map point lies in this rectangle (its edges included). */
  bbox?: BoundingBox;
  /** Only properties whose public map point lies in this polygon (its edges included). */
  area?: readonly LngLat[];
  sort?: PropertySort;
  limit?: number;
  offset?: number;
}

/** Ties are broken by id, so pages never repeat or skip a property. */
const ORDER_BY: Record<PropertySort, string> = {
  newest: 'listed_at desc, id',
  price_asc: 'price_eur, id',
  price_desc: 'price_eur desc, id',
  size_desc: 'size_built_m2 desc, id',
  // An active listing reduced within RECENT_REDUCTION_DAYS first, the latest reduction first; then the rest,
  // newest first. The 90 days are written here as the SQL's interval (a constant, like the other orders).
  recently_reduced:
    "(case when status = 'active' and reduced_at >= now() - interval '90 days' then reduced_at end) desc nulls last, " +
    'listed_at desc, id',
};

/** The columns a property card needs: never `details`, which is many times larger. */
export const SUMMARY_COLUMNS =
  'id, reference, type, location, status, title, subtitle, short_description, city, area, price_eur, ' +
  'price_per_m2_eur, bedrooms, bathrooms, size_built_m2, amenities, featured, cover_image, listed_at, ' +
  'reduced_at, reduced_from_eur';

const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/**
 * The one SQL statement of a public search, with `?` placeholders and their values. The matches are counted by a
 * scalar subquery that stops after `countCap + 1` of them (an exact count reads every match, so its cost would
 * grow with the catalogue: a frequent word in a text search means thousands of rows), and the page is a lateral
 * subquery that walks the index of its sort order and stops at one row past the limit, which tells whether a
 * next page exists whatever the count. The left join keeps one row (with a null id) when the page is empty, so
 * the count always arrives in the same round trip. Pure, so the benchmark's floor runs exactly the same SQL.
 */
export function propertySearchSql(search: PropertySearch): { sql: string; params: unknown[] } {
  const { filter, params } = propertyFilterSql(search);
  const limit = search.limit ?? SEARCH_LIMITS.maxPage;
  const offset = search.offset ?? 0;
  const order = ORDER_BY[search.sort ?? 'newest'];
  // Within a map area the page's ids come first, from the map index alone (it includes the sort columns),
  // and only the page's rows are read from the table. PostgreSQL cannot estimate how many rows an area holds
  // (a fixed guess of a few), so it would otherwise read every match's wide row to sort them: a city's
  // thousands of listings took 70 ms where this takes 7.
  // "Recently reduced" orders by a test of the clock, which no index holds: its ids come from a narrow index
  // (catalogue_properties_public_reduced) and are sorted there, not the listings' wide rows.
  const page =
    search.bbox || search.area || search.sort === 'recently_reduced'
      ? `select ${SUMMARY_COLUMNS} from catalogue_properties where id in (select id from catalogue_properties ` +
        `where ${filter} order by ${order} limit ? offset ?) order by ${order}`
      : `select ${SUMMARY_COLUMNS} from catalogue_properties where ${filter} order by ${order} limit ? offset ?`;
  return {
    sql:
      `select counted.total, page.* from ` +
      `(select count(*)::int as total from (select 1 from catalogue_properties where ${filter} ` +
      `limit ${SEARCH_LIMITS.countCap + 1}) matches) counted ` +
      `left join lateral (${page}) page on true`,
    params: [...params, ...params, limit + 1, offset],
  };
}

/**
 * The WHERE clause of every public search (list, count, map), with `?` placeholders and their values.
 * Constants are written into the SQL, not bound: the planner must see the partial indexes' own predicate.
 * The map filters test `map_point`, the point the public may see (an approximate one when the owner hides
 * the exact point, so no drawn area however small can tell where the property really is). A property
 * without coordinates has a null map_point, which no `<@` matches. `<@` counts a point on an edge or corner
 * as inside (exactly, in the micro-degrees map_point is stored in); both use the GiST index of
 * catalogue_properties_public_map_point (for a polygon, its bounding box; the exact test on the rows found).
 */
export function propertyFilterSql(search: PropertySearch): { filter: string; params: unknown[] } {
  const where: string[] = [`status in (${PUBLIC_PROPERTY_STATUSES.map((s) => `'${s}'`).join(', ')})`];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (search.location?.length) add(`location in (${placeholders(search.location)})`, ...search.location);
  if (search.type?.length) add(`type in (${placeholders(search.type)})`, ...search.type);
  if (search.priceMin !== undefined) add('price_eur >= ?', search.priceMin);
  if (search.priceMax !== undefined) add('price_eur <= ?', search.priceMax);
  if (search.bedroomsMin !== undefined) add('bedrooms >= ?', search.bedroomsMin);
  if (search.bathroomsMin !== undefined) add('bathrooms >= ?', search.bathroomsMin);
  if (search.sizeMin !== undefined) add('size_built_m2 >= ?', search.sizeMin);
  if (search.sizeMax !== undefined) add('size_built_m2 <= ?', search.sizeMax);
  if (search.features?.length) add('amenities @> ?::jsonb', JSON.stringify(search.features));
  if (search.q) add('search_text like ?', likeContains(placeSearchText(search.q)));
  if (search.bbox) add('map_point <@ ?::box', boxLiteral(search.bbox));
  if (search.area) add('map_point <@ ?::polygon', polygonLiteral(search.area));
  return { filter: where.join(' and '), params };
}

/** The same statement with PostgreSQL's own `$1, $2, ...` placeholders (for a bare `pg` client). */
export function toNumberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
