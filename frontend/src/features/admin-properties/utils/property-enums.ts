import type {
  EnergyRating,
  FeatureKey,
  LocationKey,
  Orientation,
  PropertyType,
} from '../../../lib/api/types';

/** The catalogue's enumerations (spec section 3), in the order the form offers them. */
export const PROPERTY_TYPES: readonly PropertyType[] = [
  'apartment',
  'house',
  'villa',
  'penthouse',
  'townhouse',
  'studio',
  'duplex',
];

export const LOCATIONS: readonly LocationKey[] = [
  'santander',
  'castro_urdiales',
  'laredo',
  'comillas',
  'santillana',
  'suances',
  'noja',
];

export const FEATURE_KEYS: readonly FeatureKey[] = [
  'sea_view',
  'garden',
  'terrace',
  'garage',
  'pool',
  'elevator',
  'air_conditioning',
  'heating',
  'fireplace',
  'storage',
];

export const ORIENTATIONS: readonly Orientation[] = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
];

export const ENERGY_RATINGS: readonly EnergyRating[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** Languages an agent may speak, offered as checkboxes (two-letter codes, as the API stores them). */
export const AGENT_LANGUAGES = ['es', 'en', 'de', 'fr', 'it', 'pt', 'nl', 'ru', 'mk'] as const;

/** Flats list their building's features; houses their grounds (as the property page labels them). */
export const FLAT_TYPES: readonly PropertyType[] = ['apartment', 'penthouse', 'studio', 'duplex'];

/** The label of a feature group for this type: the third group is the building of a flat. */
export function featureGroupLabel(
  group: 'main' | 'interior' | 'exterior',
  type: PropertyType | '',
): 'main' | 'interior' | 'exterior' | 'building' {
  return group === 'exterior' && type && FLAT_TYPES.includes(type) ? 'building' : group;
}
