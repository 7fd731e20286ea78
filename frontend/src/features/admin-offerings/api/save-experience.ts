import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { CatalogueCommandResult, ExperienceDetailsInput } from '../../../lib/api/types';

export interface SaveExperienceInput {
  details: ExperienceDetailsInput;
  /** Absent: a new experience. Present: the experience and the version the form loaded. */
  existing?: { id: string; version: number };
}

/**
 * POST /api/admin/experiences (new) or PUT /api/admin/experiences/:id with the loaded version: someone
 * else's save in between answers 409 `version_conflict`.
 */
export function saveExperience({ details, existing }: SaveExperienceInput): Promise<CatalogueCommandResult> {
  if (!existing) {
    return apiRequest<CatalogueCommandResult>('/admin/experiences', {
      method: 'POST',
      body: { details },
      auth: 'required',
    });
  }
  return apiRequest<CatalogueCommandResult>(`/admin/experiences/${encodeURIComponent(existing.id)}`, {
    method: 'PUT',
    body: { expectedVersion: existing.version, details },
    auth: 'required',
  });
}

export function saveExperienceMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  SaveExperienceInput
> {
  return { mutationKey: ['experiences', 'save'], mutationFn: saveExperience };
}

export function useSaveExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveExperienceMutationOptions(),
    // The back office and the public pages (all, basic, VIP) read the lists again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['experiences'] }),
  });
}
