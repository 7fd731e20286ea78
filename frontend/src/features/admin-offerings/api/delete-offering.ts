import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { OfferingKind } from '../utils/offering-kind';

/** DELETE /api/admin/{services,experiences}/:id (owners only). */
export function deleteOffering(kind: OfferingKind, id: string): Promise<void> {
  return apiRequest<void>(`/admin/${kind}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function deleteOfferingMutationOptions(
  kind: OfferingKind,
): UseMutationOptions<void, ApiError, string> {
  return { mutationKey: [kind, 'delete'], mutationFn: (id) => deleteOffering(kind, id) };
}

export function useDeleteOffering(kind: OfferingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteOfferingMutationOptions(kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
}
