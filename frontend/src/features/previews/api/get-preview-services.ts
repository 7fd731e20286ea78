import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import { TEASER_COUNT } from '../types/teaser';
import type { TeaserItem } from '../types/teaser';

/** GET /api/services (regular and premium), of which the preview shows the first four, locked. */
export function getPreviewServices({ signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/services', { signal }));
}

export function getPreviewServicesQueryOptions(client?: ApiClient) {
  return queryOptions({
    queryKey: ['services', {}],
    queryFn: ({ signal }) => getPreviewServices({ signal }, client),
    select: (data): TeaserItem[] =>
      data.items.slice(0, TEASER_COUNT).map((item) => ({
        id: item.id,
        title: item.title,
        detail: item.description,
        image: item.image,
        vip: item.premium,
        href: item.premium ? '/premium-services' : '/services',
      })),
  });
}

export function usePreviewServices() {
  return useQuery(getPreviewServicesQueryOptions());
}
