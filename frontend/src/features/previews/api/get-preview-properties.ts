import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import type { LocalizedText } from '../../../lib/api/types';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { placeName } from '../../../lib/places/place-names';
import { TEASER_COUNT } from '../types/teaser';
import type { TeaserItem } from '../types/teaser';

/** GET /api/properties, of which the preview shows the first four, locked. */
export function getPreviewProperties({ signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/properties', { signal }));
}

/** "Area, town" in each language, from the gazetteer. */
const placeOf = (area: string, city: string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, `${placeName(area, language)}, ${placeName(city, language)}`]),
  ) as LocalizedText;

export function getPreviewPropertiesQueryOptions(client?: ApiClient) {
  return queryOptions({
    // Same key as the catalogue's list: the answer is the same, so the cache is shared.
    queryKey: ['properties'],
    queryFn: ({ signal }) => getPreviewProperties({ signal }, client),
    select: (data): TeaserItem[] =>
      data.items.slice(0, TEASER_COUNT).map((item) => ({
        id: item.id,
        title: item.title,
        detail: placeOf(item.area, item.city),
        image: item.coverImage,
        href: `/property/${item.id}`,
        propertyId: item.id,
      })),
  });
}

export function usePreviewProperties() {
  return useQuery(getPreviewPropertiesQueryOptions());
}
