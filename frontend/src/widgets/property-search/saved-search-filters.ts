import type { SearchFilters } from '../../lib/api/types';
import { filtersToParams, parseFilters } from './property-filters';
import type { PropertyFilters } from './property-filters';

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
