/** Enumerations of the catalogue, as the site specification lists them. */
export const PROPERTY_TYPES = [
  'apartment',
  'house',
  'villa',
  'penthouse',
  'townhouse',
  'studio',
  'duplex',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LOCATIONS = [
  'santander',
  'castro_urdiales',
  'laredo',
  'comillas',
  'santillana',
  'suances',
  'noja',
] as const;
export type LocationKey = (typeof LOCATIONS)[number];

export const FEATURE_KEYS = [
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
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** draft -> active -> reserved -> sold, or withdrawn. Only active, reserved and sold are public. */
export const PROPERTY_STATUSES = ['draft', 'active', 'reserved', 'sold', 'withdrawn'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PUBLIC_PROPERTY_STATUSES: readonly PropertyStatus[] = ['active', 'reserved', 'sold'];

export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];

export const ORIENTATIONS = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const EXPERIENCE_TYPES = ['basic', 'vip'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
