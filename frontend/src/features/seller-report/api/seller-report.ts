import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { SellerReport } from '../../../lib/api/types';

/**
 * GET /api/seller-reports/:token, with the signed link of a seller's e-mail (no session): 404
 * `seller_report_link_invalid`, 410 `seller_report_link_expired` or `seller_report_link_revoked`.
 */
export function getSellerReport(token: string, signal?: AbortSignal): Promise<SellerReport> {
  return dataOf(anonymousApi.GET('/api/seller-reports/{token}', { params: { path: { token } }, signal }));
}

/** Read in the browser only: the server never renders the figures, nor sends the token anywhere. */
export function useSellerReport(token: string, enabled: boolean) {
  return useQuery<SellerReport, ApiError>({
    queryKey: ['seller-report', token],
    queryFn: ({ signal }) => getSellerReport(token, signal),
    enabled,
    retry: false,
  });
}
