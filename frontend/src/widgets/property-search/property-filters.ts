import type {
  FeatureKey,
  LocationKey,
  PropertySearchQuery,
  PropertySort,
  PropertyType,
  SearchFilters,
} from '../../lib/api/types';
import {
  DEFAULT_SORT,
  FEATURE_OPTIONS,
  LOCATION_OPTIONS,
  SEARCH_LIMITS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
} from './search-options';
import { areaToText, boundsToText, parseArea, parseBounds, type Area, type Bounds } from './map-area';

/** A property search as the page holds it: every filter of `GET /api/properties` except paging. */
export interface PropertyFilters {
  location: LocationKey[];
  type: PropertyType[];
  features: FeatureKey[];
  priceMin?: number;
  priceMax?: number;
  sizeMin?: number;
  sizeMax?: number;
  bedroomsMin?: number;
  bathroomsMin?: number;
  q: string;
  sort: PropertySort;
  /** The map's visible bounds the visitor searched ("search this area"). */
  bbox?: Bounds;
  /** A shape the visitor drew on the map. */
  area?: Area;
}

export const EMPTY_FILTERS: PropertyFilters = {
  location: [],
  type: [],
  features: [],
  q: '',
  sort: DEFAULT_SORT,
};

export type ListFilter = 'location' | 'type' | 'features';
export type NumberFilter = 'priceMin' | 'priceMax' | 'sizeMin' | 'sizeMax' | 'bedroomsMin' | 'bathroomsMin';

const NUMBER_LIMITS: Record<NumberFilter, number> = {
  priceMin: SEARCH_LIMITS.maxEur,
  priceMax: SEARCH_LIMITS.maxEur,
  sizeMin: SEARCH_LIMITS.maxM2,
  sizeMax: SEARCH_LIMITS.maxM2,
  bedroomsMin: SEARCH_LIMITS.maxRooms,
  bathroomsMin: SEARCH_LIMITS.maxRooms,
};
const NUMBER_FILTERS = Object.keys(NUMBER_LIMITS) as NumberFilter[];

/** `?location=a&location=b` and `?location=a,b` both mean [a, b]; unknown values are dropped. */
function readList<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
  return allowed.filter((option) => values.includes(option));
}

/** A whole number within the API's limit, or undefined for anything else ("abc", "-1", "2.5"). */
function readNumber(params: URLSearchParams, key: NumberFilter): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw || !/^\d{1,12}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= NUMBER_LIMITS[key] ? value : undefined;
}

/**
 * The search a URL describes, with every value the API would refuse left out, so a hand-edited or stale
 * link still shows results: unknown options, non-numbers, numbers out of range and an upper bound below
 * its lower bound.
 */
export function parseFilters(params: URLSearchParams): PropertyFilters {
  const filters: PropertyFilters = {
    location: readList(params, 'location', LOCATION_OPTIONS),
    type: readList(params, 'type', TYPE_OPTIONS),
    features: readList(params, 'features', FEATURE_OPTIONS),
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_LIMITS.maxText),
    sort: SORT_OPTIONS.find((sort) => sort === params.get('sort')) ?? DEFAULT_SORT,
  };
  for (const key of NUMBER_FILTERS) {
    const value = readNumber(params, key);
    if (value !== undefined) filters[key] = value;
  }
  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMax < filters.priceMin)
    delete filters.priceMax;
  if (filters.sizeMin !== undefined && filters.sizeMax !== undefined && filters.sizeMax < filters.sizeMin)
    delete filters.sizeMax;
  const bbox = parseBounds(params.get('bbox'));
  if (bbox) filters.bbox = bbox;
  const area = parseArea(params.get('area'));
  if (area) filters.area = area;
  return filters;
}

/** The canonical query string of a search: fixed key order, one parameter per chosen value, no defaults. */
export function filtersToParams(filters: PropertyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of ['location', 'type'] as const) {
    for (const value of filters[key]) params.append(key, value);
  }
  for (const key of NUMBER_FILTERS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const value of filters.features) params.append('features', value);
  if (filters.bbox) params.set('bbox', boundsToText(filters.bbox));
  if (filters.area) params.set('area', areaToText(filters.area));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/**
 * A map area in the address that the page could not read (edited by hand, cut short): the search ignores
 * it, and the page says so and offers to clear it rather than silently showing everything.
 */
export function hasUnreadableMapArea(params: URLSearchParams, filters: PropertyFilters): boolean {
  return (params.has('bbox') && !filters.bbox) || (params.has('area') && !filters.area);
}

/** The address without its map area (nor any unreadable one), every other parameter kept. */
export function withoutMapArea(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('bbox');
  next.delete('area');
  return next;
}

/** What a saved search keeps of the page's search: every filter but the map area, not the order. */
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

/** The map area of a search as the API takes it (the address's text). */
export function toApiMapArea(filters: PropertyFilters): Pick<PropertySearchQuery, 'bbox' | 'area'> {
  return {
    bbox: filters.bbox && boundsToText(filters.bbox),
    area: filters.area && areaToText(filters.area),
  };
}

/** The query of `GET /api/properties` for one page of this search (the API client writes the lists). */
export function toApiQuery(
  filters: PropertyFilters,
  page: { limit: number; offset: number },
): PropertySearchQuery {
  return {
    ...toSearchFilters(filters),
    ...toApiMapArea(filters),
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    limit: page.limit,
    offset: page.offset,
  };
}

/** One removable chip of the active search. Ranges are one chip each; every listed value its own. */
export type ActiveFilter =
  | { kind: 'q'; value: string }
  | { kind: 'location'; value: LocationKey }
  | { kind: 'type'; value: PropertyType }
  | { kind: 'features'; value: FeatureKey }
  | { kind: 'price' | 'size'; min?: number; max?: number }
  | { kind: 'bedrooms' | 'bathrooms'; min: number }
  | { kind: 'mapArea' };

export function activeFilters(filters: PropertyFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.q) active.push({ kind: 'q', value: filters.q });
  for (const value of filters.location) active.push({ kind: 'location', value });
  for (const value of filters.type) active.push({ kind: 'type', value });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined)
    active.push({ kind: 'price', min: filters.priceMin, max: filters.priceMax });
  if (filters.sizeMin !== undefined || filters.sizeMax !== undefined)
    active.push({ kind: 'size', min: filters.sizeMin, max: filters.sizeMax });
  if (filters.bedroomsMin !== undefined) active.push({ kind: 'bedrooms', min: filters.bedroomsMin });
  if (filters.bathroomsMin !== undefined) active.push({ kind: 'bathrooms', min: filters.bathroomsMin });
  for (const value of filters.features) active.push({ kind: 'features', value });
  if (filters.bbox || filters.area) active.push({ kind: 'mapArea' });
  return active;
}

export function withoutFilter(filters: PropertyFilters, filter: ActiveFilter): PropertyFilters {
  const next: PropertyFilters = { ...filters };
  switch (filter.kind) {
    case 'q':
      next.q = '';
      break;
    case 'location':
      next.location = filters.location.filter((value) => value !== filter.value);
      break;
    case 'type':
      next.type = filters.type.filter((value) => value !== filter.value);
      break;
    case 'features':
      next.features = filters.features.filter((value) => value !== filter.value);
      break;
    case 'price':
      delete next.priceMin;
      delete next.priceMax;
      break;
    case 'size':
      delete next.sizeMin;
      delete next.sizeMax;
      break;
    case 'bedrooms':
      delete next.bedroomsMin;
      break;
    case 'bathrooms':
      delete next.bathroomsMin;
      break;
    case 'mapArea':
      delete next.bbox;
      delete next.area;
      break;
  }
  return next;
}

/** Filters kept when the visitor clears them: only the sort order, which is not a filter. */
export function clearedFilters(filters: PropertyFilters): PropertyFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

/** How many choices the filter panel holds (the 'Filters (n)' button); the text search and map are outside it. */
export function panelFilterCount(filters: PropertyFilters): number {
  return activeFilters(filters).filter((filter) => filter.kind !== 'q' && filter.kind !== 'mapArea').length;
}
