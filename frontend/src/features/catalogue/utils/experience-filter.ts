import type { ExperienceType } from '../../../lib/api/types';

/** The experiences page's tab, read from `?type=`: basic, VIP or (anything else) all. */
export type ExperienceFilter = 'all' | ExperienceType;

export function toExperienceFilter(value: string | null): ExperienceFilter {
  return value === 'basic' || value === 'vip' ? value : 'all';
}
