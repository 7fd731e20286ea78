import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult, ChangePropertyStatusRequest } from '../../../lib/api/types';
import { refreshPropertyQueries } from './admin-property-keys';

export interface ChangePropertyStatusInput extends ChangePropertyStatusRequest {
  id: string;
}

/** PUT /api/admin/properties/:id/status: publish, reserve, sell, withdraw or return a property to draft. */
export function changePropertyStatus({ id, ...request }: ChangePropertyStatusInput) {
  return dataOf(
    signedInApi.PUT('/api/admin/properties/{id}/status', { params: { path: { id } }, body: request }),
  );
}

export function changePropertyStatusMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  ChangePropertyStatusInput
> {
  return { mutationKey: ['admin-properties', 'change-status'], mutationFn: changePropertyStatus };
}

export function useChangePropertyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changePropertyStatusMutationOptions(),
    onSuccess: () => refreshPropertyQueries(queryClient),
  });
}
