import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import { TEASER_COUNT } from '../types/teaser';
import type { TeaserItem } from '../types/teaser';

/** GET /api/properties, of which the preview shows the first four, locked. */
export function getPreviewProperties({ signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/properties', { signal }));
}

export function getPreviewPropertiesQueryOptions(client?: ApiClient) {
  return queryOptions({
    // Same key as the catalogue's list: the answer is the same, so the cache is shared.
    queryKey: ['properties'],
    queryFn: ({ signal }) => getPreviewProperties({ signal }, client),
    select: (data): TeaserItem[] =>
      data.items.slice(0, TEASER_COUNT).map((item) => ({
        id: item.id,
        title: item.title,
        detail: `${item.area}, ${item.city}`,
        image: item.coverImage,
        href: `/property/${item.id}`,
        propertyId: item.id,
      })),
  });
}

export function usePreviewProperties() {
  return useQuery(getPreviewPropertiesQueryOptions());
}
