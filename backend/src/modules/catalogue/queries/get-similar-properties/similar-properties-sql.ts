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

/**
 * The other public properties most like `anchor`: those in the same area (its location or its
 * neighbourhood) or of the same type first, then the closest in price, then the newest. Ordering by
 * abs(price - anchor price) ranks exactly as the relative distance abs(price - anchor price) / anchor price
 * does, since the anchor's price is the same positive number for every row.
 */
export function similarPropertiesSql(anchor: SimilarityAnchor): { sql: string; params: unknown[] } {
  return {
    sql:
      `select ${SUMMARY_COLUMNS} from catalogue_properties ` +
      `where status in (${PUBLIC}) and id <> ? ` +
      `order by case when location = ? or area = ? or type = ? then 0 else 1 end, ` +
      `abs(price_eur::bigint - ?), listed_at desc, id limit ${SIMILAR_LIMIT}`,
    params: [anchor.id, anchor.location, anchor.area, anchor.type, anchor.priceEur],
  };
}
