import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import { privateQueryKey } from '../../lib/auth/session';

/** Every query of the agency's inbox starts with this key: a change there reads the count again too. */
export const inquiriesQueryRoot = privateQueryKey('admin', 'inquiries');

/** GET /api/admin/inquiries/count: how many inquiries nobody has taken up yet (staff). */
export function getNewInquiriesCount(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/inquiries/count', { signal }));
}

/**
 * The count the header's menu and the admin dashboard show. New inquiries arrive from visitors at any time:
 * it is read again every two minutes while a back-office page is open, and when the window regains focus.
 */
export function newInquiriesCountQueryOptions() {
  return queryOptions({
    queryKey: [...inquiriesQueryRoot, 'count'] as const,
    queryFn: ({ signal }) => getNewInquiriesCount(signal),
    staleTime: 30_000,
    refetchInterval: 120_000,
    refetchOnWindowFocus: true,
  });
}

export function useNewInquiriesCount(enabled = true) {
  return useQuery({ ...newInquiriesCountQueryOptions(), enabled });
}
