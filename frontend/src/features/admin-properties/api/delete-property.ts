import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import { refreshPropertyQueries } from './admin-property-keys';

/** DELETE /api/admin/properties/:id (owners only): the property leaves the catalogue. */
export function deleteProperty(id: string): Promise<void> {
  return apiRequest<void>(`/admin/properties/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function deletePropertyMutationOptions(): UseMutationOptions<void, ApiError, string> {
  return { mutationKey: ['admin-properties', 'delete'], mutationFn: deleteProperty };
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePropertyMutationOptions(),
    onSuccess: () => refreshPropertyQueries(queryClient),
  });
}
