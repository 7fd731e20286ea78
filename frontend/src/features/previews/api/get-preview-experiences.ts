import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import { TEASER_COUNT } from '../types/teaser';
import type { TeaserItem } from '../types/teaser';

/** GET /api/experiences (basic and VIP), of which the preview shows the first four, locked. */
export function getPreviewExperiences({ signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/experiences', { signal }));
}

export function getPreviewExperiencesQueryOptions(client?: ApiClient) {
  return queryOptions({
    queryKey: ['experiences', 'all'],
    queryFn: ({ signal }) => getPreviewExperiences({ signal }, client),
    select: (data): TeaserItem[] =>
      data.items.slice(0, TEASER_COUNT).map((item) => ({
        id: item.id,
        title: item.title,
        detail: item.duration,
        image: item.image,
        vip: item.type === 'vip',
        href: `/experiences?type=${item.type}`,
      })),
  });
}

export function usePreviewExperiences() {
  return useQuery(getPreviewExperiencesQueryOptions());
}
