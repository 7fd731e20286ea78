import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult, CreatePropertyRequest } from '../../../lib/api/types';
import { refreshPropertyQueries } from './admin-property-keys';

/** POST /api/admin/properties: a new property, active (public) or a draft. */
export function createProperty(request: CreatePropertyRequest) {
  return dataOf(signedInApi.POST('/api/admin/properties', { body: request }));
}

export function createPropertyMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  CreatePropertyRequest
> {
  return { mutationKey: ['admin-properties', 'create'], mutationFn: createProperty };
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPropertyMutationOptions(),
    onSuccess: () => refreshPropertyQueries(queryClient),
  });
}
