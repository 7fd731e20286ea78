import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/openapi-client';
import type { OfferingItem, OfferingKind } from '../utils/offering-kind';

/**
 * GET /api/services or /api/experiences: every item of the kind (premium or not, basic and VIP), each with
 * the `version` an edit sends back. The public lists carry every field the back office edits, so no
 * separate admin read is needed.
 */
export function getAllOfferings<K extends OfferingKind>(kind: K, signal?: AbortSignal) {
  return LIST_ALL[kind](signal);
}

/** One call per kind, each path typed by its own contract. */
const LIST_ALL: {
  [K in OfferingKind]: (signal?: AbortSignal) => Promise<{ items: OfferingItem<K>[] }>;
} = {
  services: (signal) => dataOf(api.GET('/api/services', { signal })),
  experiences: (signal) => dataOf(api.GET('/api/experiences', { signal })),
};

/** The keys of the public catalogue's unfiltered lists: one cache, invalidated by every change. */
const ALL_OFFERINGS_QUERY_KEYS = {
  services: ['services', {}],
  experiences: ['experiences', 'all'],
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
