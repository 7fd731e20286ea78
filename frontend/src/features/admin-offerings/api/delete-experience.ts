import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';

/** DELETE /api/admin/experiences/:id (owners only). */
export function deleteExperience(id: string): Promise<void> {
  return apiRequest<void>(`/admin/experiences/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function deleteExperienceMutationOptions(): UseMutationOptions<void, ApiError, string> {
  return { mutationKey: ['experiences', 'delete'], mutationFn: deleteExperience };
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteExperienceMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['experiences'] }),
  });
}
