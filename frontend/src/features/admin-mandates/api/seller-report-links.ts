import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { SellerReportLinks } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/admin/properties/:propertyId/seller-report-links: each seller's link to this week's report. */
export function sellerReportLinksQueryOptions(propertyId: string) {
  return queryOptions<SellerReportLinks, ApiError>({
    queryKey: privateQueryKey('seller-report-links', propertyId),
    queryFn: ({ signal }) =>
      dataOf(
        signedInApi.GET('/api/admin/properties/{propertyId}/seller-report-links', {
          params: { path: { propertyId } },
          signal,
        }),
      ),
  });
}

export function useSellerReportLinks(propertyId: string) {
  return useQuery(sellerReportLinksQueryOptions(propertyId));
}

/** POST …/sellers/:sellerId/seller-report-links/revoke: every link given to the seller so far stops working. */
export function useRevokeSellerReportLinks(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (sellerId) =>
      dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/sellers/{sellerId}/seller-report-links/revoke', {
          params: { path: { propertyId, sellerId } },
        }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sellerReportLinksQueryOptions(propertyId).queryKey }),
  });
}
