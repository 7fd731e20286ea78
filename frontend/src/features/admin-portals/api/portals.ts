import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';
import { privateQueryKey } from '../../../lib/auth/session';

export type PortalsOverview = components['schemas']['PortalsOverviewDto'];
export type Portal = components['schemas']['PropertyPortalsDto']['portals'][number];
export type ExclusionReason = components['schemas']['ExcludedListingDto']['reasons'][number];

/** The portals, in the order the back office lists them (the API's list). */
export const PORTALS: readonly Portal[] = ['kyero', 'thinkspain', 'green-acres', 'resales-online'];

/** GET /api/admin/portals (owners): each feed's address and counts, and the listings no portal can take. */
export function portalsOverviewQueryOptions() {
  return queryOptions<PortalsOverview, ApiError>({
    queryKey: privateQueryKey('portals'),
    queryFn: ({ signal }) => dataOf(signedInApi.GET('/api/admin/portals', { signal })),
  });
}

export function usePortalsOverview() {
  return useQuery(portalsOverviewQueryOptions());
}

/** POST /api/admin/portals/:portal/rotate-token: a new address; the previous one stops working. */
export function useRotateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation<{ url: string }, ApiError, Portal>({
    mutationFn: (portal) =>
      dataOf(signedInApi.POST('/api/admin/portals/{portal}/rotate-token', { params: { path: { portal } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalsOverviewQueryOptions().queryKey }),
  });
}

/** GET /api/admin/properties/:propertyId/portals: the portals the listing goes to. */
export function propertyPortalsQueryOptions(propertyId: string) {
  return queryOptions<Portal[], ApiError>({
    queryKey: privateQueryKey('portals', propertyId),
    queryFn: async ({ signal }) =>
      (
        await dataOf(
          signedInApi.GET('/api/admin/properties/{propertyId}/portals', {
            params: { path: { propertyId } },
            signal,
          }),
        )
      ).portals,
  });
}

export function usePropertyPortals(propertyId: string) {
  return useQuery(propertyPortalsQueryOptions(propertyId));
}

/** PUT /api/admin/properties/:propertyId/portals (owners): the listing's portals, all of them. */
export function useChoosePortals(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation<Portal[], ApiError, Portal[]>({
    mutationFn: async (portals) =>
      (
        await dataOf(
          signedInApi.PUT('/api/admin/properties/{propertyId}/portals', {
            params: { path: { propertyId } },
            body: { portals },
          }),
        )
      ).portals,
    onSuccess: (portals) =>
      queryClient.setQueryData(propertyPortalsQueryOptions(propertyId).queryKey, portals),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('portals') }),
  });
}
