import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import type { OfferingKind } from '../utils/offering-kind';

/** The item to delete and the version the list showed. */
export interface DeleteOfferingInput {
  id: string;
  version: number;
}

/**
 * DELETE /api/admin/{services,experiences}/:id?expectedVersion= (owners only). An item changed after the
 * list showed it answers 409 `version_conflict` and stays.
 */
export async function deleteOffering(
  kind: OfferingKind,
  { id, version }: DeleteOfferingInput,
): Promise<void> {
  const params = { path: { id }, query: { expectedVersion: version } };
  await (kind === 'services'
    ? signedInApi.DELETE('/api/admin/services/{id}', { params })
    : signedInApi.DELETE('/api/admin/experiences/{id}', { params }));
}

export function deleteOfferingMutationOptions(
  kind: OfferingKind,
): UseMutationOptions<void, ApiError, DeleteOfferingInput> {
  return { mutationKey: [kind, 'delete'], mutationFn: (input) => deleteOffering(kind, input) };
}

export function useDeleteOffering(kind: OfferingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteOfferingMutationOptions(kind),
    // After a delete or a conflict, the list is read again (a conflict shows the current version).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
}
