import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import type { LocationKey, PropertyType } from '../../domain/catalogue-enums';
import { SUMMARY_COLUMNS } from '../list-properties/property-search';

/** How many similar properties the property page shows. */
export const SIMILAR_LIMIT = 4;

/** What a property is compared by. */
export interface SimilarityAnchor {
  id: string;
  location: LocationKey;
  area: string;
  type: PropertyType;
  priceEur: number;
}

const PUBLIC = PUBLIC_PROPERTY_STATUSES.map((status) => `'${status}'`).join(', ');

/** The nearest in price among `where`, on one side of the anchor's price, in the final order's terms. */
function nearest(where: string, side: 'above' | 'below'): string {
  const [comparison, direction] = side === 'above' ? ['>=', 'asc'] : ['<', 'desc'];
  return (
    `(select id from catalogue_properties where status in (${PUBLIC}) and id <> :id and ${where} ` +
    `and price_eur ${comparison} :price order by price_eur ${direction}, listed_at desc, id ` +
    `limit ${SIMILAR_LIMIT})`
  );
}

/**
 * The other public properties most like `anchor`: those in the same area (its location or its
 * neighbourhood) or of the same type first, then the closest in price, then the newest. Ordering by
 * abs(price - anchor price) ranks exactly as the relative distance abs(price - anchor price) / anchor price
 * does, since the anchor's price is the same positive number for every row.
 *
 * Sorting every public property for each page would grow with the catalogue. The winners are among a few
 * candidates instead, each found by an index: for the same location, the same area, the same type and any
 * property, the ${SIMILAR_LIMIT} nearest in price above and below the anchor's. Within one side the price
 * order is the distance order, ties broken as the final order breaks them, so every winner is a candidate.
 */
export function similarPropertiesSql(anchor: SimilarityAnchor): { sql: string; params: unknown[] } {
  const candidates = ['location = :location', 'area = :area', 'type = :type', 'true']
    .flatMap((where) => [nearest(where, 'above'), nearest(where, 'below')])
    .join(' union ');
  const sql =
    `select ${SUMMARY_COLUMNS} from catalogue_properties where id in (${candidates}) ` +
    `order by case when location = :location or area = :area or type = :type then 0 else 1 end, ` +
    `abs(price_eur::bigint - :price), listed_at desc, id limit ${SIMILAR_LIMIT}`;
  return positional(sql, {
    id: anchor.id,
    location: anchor.location,
    area: anchor.area,
    type: anchor.type,
    price: anchor.priceEur,
  });
}

/** Named parameters (`:name`) as the driver's positional ones (`?`). */
function positional(sql: string, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  // Not the casts (`::bigint`): a name follows a single colon.
  const text = sql.replace(/(?<!:):(\w+)/g, (match, name: string) => {
    if (!(name in values)) return match;
    params.push(values[name]);
    return '?';
  });
  return { sql: text, params };
}
