import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult, RevisePropertyRequest } from '../../../lib/api/types';
import { refreshPropertyQueries } from './admin-property-keys';

export interface RevisePropertyInput extends RevisePropertyRequest {
  id: string;
}

/**
 * PUT /api/admin/properties/:id: replaces the details at the version the form loaded. A newer version on
 * the server answers 409 `version_conflict` and nothing is overwritten.
 */
export function reviseProperty({ id, ...request }: RevisePropertyInput) {
  return dataOf(signedInApi.PUT('/api/admin/properties/{id}', { params: { path: { id } }, body: request }));
}

export function revisePropertyMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  RevisePropertyInput
> {
  return { mutationKey: ['admin-properties', 'revise'], mutationFn: reviseProperty };
}

export function useReviseProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revisePropertyMutationOptions(),
    onSuccess: () => refreshPropertyQueries(queryClient),
  });
}
