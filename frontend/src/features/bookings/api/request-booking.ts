import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { RequestBookingRequest } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** POST /api/me/bookings: the signed-in client asks for a service or an experience. */
export function requestBooking(body: RequestBookingRequest) {
  return dataOf(signedInApi.POST('/api/me/bookings', { body }));
}

export function requestBookingMutationOptions(): UseMutationOptions<
  { bookingId: string; version: number },
  ApiError,
  RequestBookingRequest
> {
  return { mutationKey: ['bookings', 'request'], mutationFn: requestBooking };
}

export function useRequestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestBookingMutationOptions(),
    // The client's dashboard lists the new booking at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('me', 'bookings') }),
  });
}
