import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { BookingChangeResult } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** What staff decide about a booking, with the version the screen showed (409 version_conflict when stale). */
export type BookingDecision =
  | { action: 'confirm' | 'complete'; id: string; expectedVersion: number }
  | { action: 'decline'; id: string; expectedVersion: number; reason: string }
  | { action: 'adjust-price'; id: string; expectedVersion: number; totalPriceEur: number; note: string }
  | { action: 'cancel'; id: string; expectedVersion: number; reason: string | null };

/** POST /api/admin/bookings/:id/{confirm,decline,adjust-price,complete,cancel} (staff). */
export function decideBooking(decision: BookingDecision) {
  const path = { params: { path: { id: decision.id } } };
  const { expectedVersion } = decision;
  switch (decision.action) {
    case 'confirm':
      return dataOf(
        signedInApi.POST('/api/admin/bookings/{id}/confirm', { ...path, body: { expectedVersion } }),
      );
    case 'complete':
      return dataOf(
        signedInApi.POST('/api/admin/bookings/{id}/complete', { ...path, body: { expectedVersion } }),
      );
    case 'decline':
      return dataOf(
        signedInApi.POST('/api/admin/bookings/{id}/decline', {
          ...path,
          body: { expectedVersion, reason: decision.reason },
        }),
      );
    case 'adjust-price':
      return dataOf(
        signedInApi.POST('/api/admin/bookings/{id}/adjust-price', {
          ...path,
          body: { expectedVersion, totalPriceEur: decision.totalPriceEur, note: decision.note },
        }),
      );
    case 'cancel':
      return dataOf(
        signedInApi.POST('/api/admin/bookings/{id}/cancel', {
          ...path,
          body: { expectedVersion, reason: decision.reason },
        }),
      );
  }
}

export function decideBookingMutationOptions(): UseMutationOptions<
  BookingChangeResult,
  ApiError,
  BookingDecision
> {
  return { mutationKey: ['admin', 'bookings', 'decide'], mutationFn: decideBooking };
}

export function useDecideBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...decideBookingMutationOptions(),
    // After a decision or a conflict, the booking, the list and the dashboard's counts are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('admin') }),
  });
}
