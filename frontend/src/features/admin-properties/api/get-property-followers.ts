import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { adminPropertiesQueryRoot } from './admin-property-keys';

/** GET /api/admin/properties/:id/followers: who keeps the property in their favorites (owners only). */
export function getPropertyFollowers(id: string, signal?: AbortSignal) {
  return dataOf(
    signedInApi.GET('/api/admin/properties/{id}/followers', { params: { path: { id } }, signal }),
  );
}

export function propertyFollowersQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminPropertiesQueryRoot, 'followers', id] as const,
    queryFn: ({ signal }) => getPropertyFollowers(id, signal),
  });
}

export function usePropertyFollowers(id: string) {
  return useQuery(propertyFollowersQueryOptions(id));
}
