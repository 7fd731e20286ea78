import type { FeatureKey, LocationKey, PropertyType } from '../../catalogue';

/**
 * What a saved search remembers: the filter parameters of /properties, without sort or paging. Lists are kept
 * sorted and empty values dropped, so two equal searches are stored the same way.
 */
export interface SearchFilters {
  location?: LocationKey[];
  type?: PropertyType[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  bathroomsMin?: number;
  sizeMin?: number;
  sizeMax?: number;
  features?: FeatureKey[];
  q?: string;
}

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'none'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** The frequencies whose alerts are gathered into one e-mail per client. */
export type DigestFrequency = Extract<AlertFrequency, 'daily' | 'weekly'>;

export const SAVED_SEARCH_LIMIT = 20;
export const FAVORITES_LIMIT = 500;
export const SAVED_SEARCH_NAME_MAX = 80;

const sortedList = <T extends string>(values: readonly T[] | undefined): T[] | undefined =>
  values?.length ? [...new Set(values)].sort() : undefined;

export function normalizeFilters(filters: SearchFilters): SearchFilters {
  const normalized: SearchFilters = {
    location: sortedList(filters.location),
    type: sortedList(filters.type),
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    bedroomsMin: filters.bedroomsMin,
    bathroomsMin: filters.bathroomsMin,
    sizeMin: filters.sizeMin,
    sizeMax: filters.sizeMax,
    features: sortedList(filters.features),
    q: filters.q?.trim() || undefined,
  };
  return Object.fromEntries(
    Object.entries(normalized).filter(([, value]) => value !== undefined),
  ) as SearchFilters;
}
