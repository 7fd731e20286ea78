import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** The account's inquiries and the agency's replies (the Messages tab). */
export const myInquiriesQueryKey = privateQueryKey('inquiries');

/** GET /api/me/inquiries: the client's own inquiries, the latest first, with their unread replies. */
export function getMyInquiries(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/inquiries', { signal }));
}

export function myInquiriesQueryOptions() {
  return queryOptions({
    queryKey: myInquiriesQueryKey,
    queryFn: ({ signal }) => getMyInquiries(signal),
    // A reply may arrive while the panel is open.
    refetchOnWindowFocus: true,
  });
}

export function useMyInquiries() {
  return useQuery(myInquiriesQueryOptions());
}

/** GET /api/me/inquiries/:id: one of them with the agency's replies. */
export function getMyInquiry(id: string, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/inquiries/{id}', { params: { path: { id } }, signal }));
}

export function useMyInquiry(id: string) {
  return useQuery({
    queryKey: [...myInquiriesQueryKey, id] as const,
    queryFn: ({ signal }) => getMyInquiry(id, signal),
  });
}

/** POST /api/me/inquiries/:id/read: the client opened it, so its replies are read. */
export async function markInquiryRead(id: string): Promise<void> {
  await signedInApi.POST('/api/me/inquiries/{id}/read', { params: { path: { id } } });
}

export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inquiries', 'read'],
    mutationFn: markInquiryRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myInquiriesQueryKey }),
  });
}
