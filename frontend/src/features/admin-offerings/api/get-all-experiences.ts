import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ExperienceList } from '../../../lib/api/types';

/** GET /api/experiences: every experience, basic and VIP, each with the `version` an edit sends back. */
export function getAllExperiences(signal?: AbortSignal): Promise<ExperienceList> {
  return apiRequest<ExperienceList>('/experiences', { signal });
}

/** Shares the key of the public catalogue's unfiltered list: one cache, invalidated by every change. */
export const allExperiencesQueryKey = ['experiences', 'all'] as const;

export function allExperiencesQueryOptions() {
  return queryOptions({
    queryKey: allExperiencesQueryKey,
    queryFn: ({ signal }) => getAllExperiences(signal),
  });
}

export function useAllExperiences() {
  return useQuery(allExperiencesQueryOptions());
}
