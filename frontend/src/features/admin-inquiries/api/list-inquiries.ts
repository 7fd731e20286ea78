import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { InquiryListQuery } from '../../../lib/api/types';
import { inquiriesQueryRoot } from '../../../widgets/inquiries/new-inquiries-count';

export const INQUIRIES_PAGE_SIZE = 25;

/** GET /api/admin/inquiries: the inbox, the latest first, searched and filtered (staff). */
export function listInquiries(query: InquiryListQuery, signal?: AbortSignal) {
  const page = { ...query, pageSize: query.pageSize ?? INQUIRIES_PAGE_SIZE };
  return dataOf(signedInApi.GET('/api/admin/inquiries', { params: { query: page }, signal }));
}

export function inquiriesQueryOptions(query: InquiryListQuery) {
  return queryOptions({
    queryKey: [...inquiriesQueryRoot, 'list', query] as const,
    queryFn: ({ signal }) => listInquiries(query, signal),
    staleTime: 10_000,
    // The list keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useInquiries(query: InquiryListQuery) {
  return useQuery(inquiriesQueryOptions(query));
}
