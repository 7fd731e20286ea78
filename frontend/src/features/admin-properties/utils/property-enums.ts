import type { PropertyType } from '../../../lib/api/types';
import {
  zEnergyRating,
  zFeatureKey,
  zLocationKey,
  zOrientation,
  zPropertyType,
} from '../../../lib/api/zod.gen';

/** The catalogue's enumerations, as the API lists them (spec section 3): the order the form offers them. */
export const PROPERTY_TYPES = zPropertyType.options;
export const LOCATIONS = zLocationKey.options;
export const FEATURE_KEYS = zFeatureKey.options;
export const ORIENTATIONS = zOrientation.options;
export const ENERGY_RATINGS = zEnergyRating.options;

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
