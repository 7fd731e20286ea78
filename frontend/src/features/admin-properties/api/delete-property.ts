import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import { refreshPropertyQueries } from './admin-property-keys';

/** The property to delete and the version the list showed. */
export interface DeletePropertyInput {
  id: string;
  version: number;
}

/**
 * DELETE /api/admin/properties/:id?expectedVersion= (owners only): the property leaves the catalogue. A
 * property changed after the list showed it answers 409 `version_conflict` and stays.
 */
export async function deleteProperty({ id, version }: DeletePropertyInput): Promise<void> {
  await signedInApi.DELETE('/api/admin/properties/{id}', {
    params: { path: { id }, query: { expectedVersion: version } },
  });
}

export function deletePropertyMutationOptions(): UseMutationOptions<void, ApiError, DeletePropertyInput> {
  return { mutationKey: ['admin-properties', 'delete'], mutationFn: deleteProperty };
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePropertyMutationOptions(),
    // After a delete or a conflict, the list is read again (a conflict shows the current version).
    onSettled: () => refreshPropertyQueries(queryClient),
  });
}
