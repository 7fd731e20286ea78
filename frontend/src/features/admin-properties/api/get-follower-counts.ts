import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { FollowerCounts } from '../../../lib/api/types';
import { adminPropertiesQueryRoot } from './admin-property-keys';

/** GET /api/admin/properties/follower-counts: how many clients keep each property in their favorites. */
export function getFollowerCounts(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/properties/follower-counts', { signal }));
}

/** Only properties with followers are listed: the others have none. */
const byProperty = (counts: FollowerCounts): ReadonlyMap<string, number> =>
  new Map(counts.items.map((item) => [item.propertyId, item.followers]));

export function followerCountsQueryOptions() {
  return queryOptions({
    queryKey: [...adminPropertiesQueryRoot, 'follower-counts'] as const,
    queryFn: ({ signal }) => getFollowerCounts(signal),
    select: byProperty,
    staleTime: 30_000,
  });
}

export function useFollowerCounts() {
  return useQuery(followerCountsQueryOptions());
}
