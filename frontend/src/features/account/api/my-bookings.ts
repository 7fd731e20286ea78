import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

export const myBookingsQueryKey = privateQueryKey('me', 'bookings');

/** GET /api/me/bookings: the client's bookings of services and experiences, upcoming and past. */
export function getMyBookings(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/bookings', { signal }));
}

export function myBookingsQueryOptions() {
  return queryOptions({ queryKey: myBookingsQueryKey, queryFn: ({ signal }) => getMyBookings(signal) });
}

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}

/** POST /api/me/bookings/:id/cancel: until 48 hours before the booking starts. */
export function cancelMyBooking(id: string) {
  return dataOf(signedInApi.POST('/api/me/bookings/{id}/cancel', { params: { path: { id } } }));
}

export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['me', 'bookings', 'cancel'],
    mutationFn: cancelMyBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
