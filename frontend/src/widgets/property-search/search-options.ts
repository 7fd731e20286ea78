import type { FeatureKey, LocationKey, PropertySort, PropertyType } from '../../lib/api/types';

/** Every value once, in the panel's order: a Record fails to compile when the API gains or drops one. */
const keysOf = <K extends string>(all: Record<K, true>): readonly K[] => Object.keys(all) as K[];

/** The spec's enumerations, in the order the filter panel shows them. */
export const LOCATION_OPTIONS = keysOf<LocationKey>({
  santander: true,
  castro_urdiales: true,
  laredo: true,
  comillas: true,
  santillana: true,
  suances: true,
  noja: true,
});

export const TYPE_OPTIONS = keysOf<PropertyType>({
  apartment: true,
  house: true,
  villa: true,
  penthouse: true,
  townhouse: true,
  studio: true,
  duplex: true,
});

export const FEATURE_OPTIONS = keysOf<FeatureKey>({
  sea_view: true,
  garden: true,
  terrace: true,
  garage: true,
  pool: true,
  elevator: true,
  air_conditioning: true,
  heating: true,
  fireplace: true,
  storage: true,
});

/** The sort orders of `GET /api/properties`; the first is the API's default. */
export const SORT_OPTIONS = keysOf<PropertySort>({
  newest: true,
  price_asc: true,
  price_desc: true,
  size_desc: true,
  recently_reduced: true,
});
export const DEFAULT_SORT: PropertySort = 'newest';

/** Steps of the price and size selects; a value from a shared link that is not a step is added to them. */
export const PRICE_STEPS = [
  250_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
] as const;
export const SIZE_STEPS = [50, 80, 100, 150, 200, 300, 400, 500, 750] as const;
export const ROOM_STEPS = [1, 2, 3, 4, 5] as const;

/** The API's limits on each filter (list-properties.request.dto.ts). */
export const SEARCH_LIMITS = {
  maxEur: 1_000_000_000,
  maxM2: 1_000_000,
  maxRooms: 50,
  maxText: 100,
} as const;

/** Cards per request: the first page and each 'load more'. */
export const PAGE_SIZE = 12;
