import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { bookingsQueryRoot } from './list-bookings';

/** GET /api/admin/bookings/:id: a booking with the guest's contact and its history (staff). */
export function getBooking(id: string, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/bookings/{id}', { params: { path: { id } }, signal }));
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...bookingsQueryRoot, 'detail', id] as const,
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
