import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { BookingListQuery } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

export const BOOKINGS_PAGE_SIZE = 25;

/** GET /api/admin/bookings: bookings, newest first, searched and filtered by payment status (staff). */
export function listBookings(query: BookingListQuery, signal?: AbortSignal) {
  const page = { ...query, pageSize: query.pageSize ?? BOOKINGS_PAGE_SIZE };
  return dataOf(signedInApi.GET('/api/admin/bookings', { params: { query: page }, signal }));
}

export const bookingsQueryRoot = privateQueryKey('admin', 'bookings');

export function bookingsQueryOptions(query: BookingListQuery) {
  return queryOptions({
    queryKey: [...bookingsQueryRoot, query] as const,
    queryFn: ({ signal }) => listBookings(query, signal),
    staleTime: 10_000,
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBookings(query: BookingListQuery) {
  return useQuery(bookingsQueryOptions(query));
}
