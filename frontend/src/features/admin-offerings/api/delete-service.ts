import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';

/** DELETE /api/admin/services/:id (owners only). */
export function deleteService(id: string): Promise<void> {
  return apiRequest<void>(`/admin/services/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function deleteServiceMutationOptions(): UseMutationOptions<void, ApiError, string> {
  return { mutationKey: ['services', 'delete'], mutationFn: deleteService };
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteServiceMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
