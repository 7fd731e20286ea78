import type { SavedSearchFrequency } from '../../lib/api/types';

/** How often a saved search's new matches are e-mailed, in the order the choices are offered. */
const ALL: Record<SavedSearchFrequency, true> = { instant: true, daily: true, weekly: true, none: true };
export const SAVED_SEARCH_FREQUENCIES = Object.keys(ALL) as SavedSearchFrequency[];
export const DEFAULT_FREQUENCY: SavedSearchFrequency = 'daily';

export function isSavedSearchFrequency(value: unknown): value is SavedSearchFrequency {
  return typeof value === 'string' && value in ALL;
}
