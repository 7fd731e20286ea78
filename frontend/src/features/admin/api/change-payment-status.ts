import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { BookingCommandResult, PaymentStatus } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

export interface ChangePaymentStatusInput {
  id: string;
  paymentStatus: PaymentStatus;
  /** The version the list showed: a booking changed meanwhile answers 409 version_conflict. */
  expectedVersion: number;
}

/** PUT /api/admin/bookings/:id/payment-status (staff). */
export function changePaymentStatus({ id, paymentStatus, expectedVersion }: ChangePaymentStatusInput) {
  return dataOf(
    signedInApi.PUT('/api/admin/bookings/{id}/payment-status', {
      params: { path: { id } },
      body: { paymentStatus, expectedVersion },
    }),
  );
}

export function changePaymentStatusMutationOptions(): UseMutationOptions<
  BookingCommandResult,
  ApiError,
  ChangePaymentStatusInput
> {
  return { mutationKey: ['admin', 'bookings', 'change-payment-status'], mutationFn: changePaymentStatus };
}

export function useChangePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changePaymentStatusMutationOptions(),
    // After a change or a conflict, the list and the dashboard's counts are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('admin') }),
  });
}
