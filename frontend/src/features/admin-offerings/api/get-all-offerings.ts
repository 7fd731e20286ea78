import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/openapi-client';
import type { OfferingItem, OfferingKind } from '../utils/offering-kind';

/**
 * GET /api/services or /api/experiences: every item of the kind (premium or not, basic and VIP), each with
 * the `version` an edit sends back. The public lists carry every field the back office edits, so no
 * separate admin read is needed; asked for no language in particular, they carry every translation.
 */
export function getAllOfferings<K extends OfferingKind>(kind: K, signal?: AbortSignal) {
  return LIST_ALL[kind](signal);
}

const EVERY_LANGUAGE = { 'Accept-Language': '*' };

/** One call per kind, each path typed by its own contract. */
const LIST_ALL: {
  [K in OfferingKind]: (signal?: AbortSignal) => Promise<{ items: OfferingItem<K>[] }>;
} = {
  services: (signal) => dataOf(api.GET('/api/services', { signal, headers: EVERY_LANGUAGE })),
  experiences: (signal) => dataOf(api.GET('/api/experiences', { signal, headers: EVERY_LANGUAGE })),
};

/**
 * Keys of their own, since public pages cache the same lists with the texts of one language; under the
 * public lists' first key, so every change invalidates both.
 */
const ALL_OFFERINGS_QUERY_KEYS = {
  services: ['services', 'every-language'],
  experiences: ['experiences', 'every-language'],
} as const satisfies Record<OfferingKind, readonly unknown[]>;

export function allOfferingsQueryOptions<K extends OfferingKind>(kind: K) {
  return queryOptions({
    queryKey: ALL_OFFERINGS_QUERY_KEYS[kind],
    queryFn: ({ signal }) => getAllOfferings(kind, signal),
  });
}

export function useAllOfferings<K extends OfferingKind>(kind: K) {
  return useQuery(allOfferingsQueryOptions(kind));
}
