import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ExperienceList, ExperienceType } from '../../../lib/api/types';

/** GET /api/experiences?type=basic|vip (omitted: all). */
export function getExperiences(
  type: ExperienceType | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ExperienceList> {
  return apiRequest<ExperienceList>('/experiences', { query: { type }, signal });
}

export function getExperiencesQueryOptions(type: ExperienceType | null) {
  return queryOptions({
    queryKey: ['experiences', type ?? 'all'],
    queryFn: ({ signal }) => getExperiences(type, { signal }),
  });
}

export function useExperiences(type: ExperienceType | null) {
  return useQuery(getExperiencesQueryOptions(type));
}
