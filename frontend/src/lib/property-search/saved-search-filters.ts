import type { SearchFilters } from '../api/types';
import { filtersToParams, parseFilters } from './property-filters';
import type { PropertyFilters } from './property-filters';

/** What a saved search keeps of the page's search: every filter, not the order (no empty ones). */
export function toSearchFilters(filters: PropertyFilters): SearchFilters {
  const list = <Value>(values: Value[]) => (values.length ? values : undefined);
  return {
    location: list(filters.location),
    type: list(filters.type),
    features: list(filters.features),
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    sizeMin: filters.sizeMin,
    sizeMax: filters.sizeMax,
    bedroomsMin: filters.bedroomsMin,
    bathroomsMin: filters.bathroomsMin,
    q: filters.q || undefined,
  };
}

/**
 * The page's search of a saved one, read the way the page reads its address: a value the page no longer
 * offers is left out rather than shown raw.
 */
export function fromSearchFilters(saved: SearchFilters): PropertyFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return parseFilters(params);
}

/** The properties page's address of a saved search: `/properties?location=santander&priceMax=…`. */
export function searchPagePath(saved: SearchFilters): string {
  const query = filtersToParams(fromSearchFilters(saved)).toString();
  return query ? `/properties?${query}` : '/properties';
}
