import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import type { ExperienceType } from '../../../lib/api/types';

/** GET /api/experiences?type=basic|vip (omitted: all). */
export function getExperiences(
  type: ExperienceType | null,
  { signal }: { signal?: AbortSignal } = {},
  client: ApiClient = api,
) {
  return dataOf(client.GET('/api/experiences', { params: { query: { type: type ?? undefined } }, signal }));
}

export function getExperiencesQueryOptions(type: ExperienceType | null, client?: ApiClient) {
  return queryOptions({
    queryKey: ['experiences', type ?? 'all'],
    queryFn: ({ signal }) => getExperiences(type, { signal }, client),
  });
}

export function useExperiences(type: ExperienceType | null) {
  return useQuery(getExperiencesQueryOptions(type));
}
