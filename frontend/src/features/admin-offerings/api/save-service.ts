import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { CatalogueCommandResult, ServiceDetailsInput } from '../../../lib/api/types';

export interface SaveServiceInput {
  details: ServiceDetailsInput;
  /** Absent: a new service. Present: the service and the version the form loaded. */
  existing?: { id: string; version: number };
}

/**
 * POST /api/admin/services (new) or PUT /api/admin/services/:id with the loaded version: someone else's
 * save in between answers 409 `version_conflict`.
 */
export function saveService({ details, existing }: SaveServiceInput): Promise<CatalogueCommandResult> {
  if (!existing) {
    return apiRequest<CatalogueCommandResult>('/admin/services', {
      method: 'POST',
      body: { details },
      auth: 'required',
    });
  }
  return apiRequest<CatalogueCommandResult>(`/admin/services/${encodeURIComponent(existing.id)}`, {
    method: 'PUT',
    body: { expectedVersion: existing.version, details },
    auth: 'required',
  });
}

export function saveServiceMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  SaveServiceInput
> {
  return { mutationKey: ['services', 'save'], mutationFn: saveService };
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveServiceMutationOptions(),
    // The back office and the public pages (all, premium, regular) read the lists again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
