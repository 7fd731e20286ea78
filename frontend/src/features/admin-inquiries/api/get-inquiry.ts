import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { inquiriesQueryRoot } from '../../../widgets/inquiries/new-inquiries-count';

/** GET /api/admin/inquiries/:id: the message, the thread with internal notes, the history (staff). */
export function getInquiry(id: string, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/inquiries/{id}', { params: { path: { id } }, signal }));
}

export function inquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...inquiriesQueryRoot, 'detail', id] as const,
    queryFn: ({ signal }) => getInquiry(id, signal),
  });
}

export function useInquiry(id: string) {
  return useQuery(inquiryQueryOptions(id));
}
