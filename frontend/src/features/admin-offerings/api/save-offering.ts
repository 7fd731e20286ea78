import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult } from '../../../lib/api/types';
import type { OfferingDetails, OfferingKind } from '../utils/offering-kind';

export interface SaveOfferingInput<K extends OfferingKind> {
  details: OfferingDetails<K>;
  /** Absent: a new item. Present: the item and the version the form loaded. */
  existing?: { id: string; version: number };
}

/**
 * POST /api/admin/{services,experiences} (new) or PUT /api/admin/{services,experiences}/:id with the loaded
 * version: someone else's save in between answers 409 `version_conflict`.
 */
export function saveOffering<K extends OfferingKind>(kind: K, input: SaveOfferingInput<K>) {
  return SAVE[kind](input);
}

/** One call per kind, each path typed by its own contract. */
const SAVE: {
  [K in OfferingKind]: (input: SaveOfferingInput<K>) => Promise<CatalogueCommandResult>;
} = {
  services: ({ details, existing }) =>
    dataOf(
      existing
        ? signedInApi.PUT('/api/admin/services/{id}', {
            params: { path: { id: existing.id } },
            body: { expectedVersion: existing.version, details },
          })
        : signedInApi.POST('/api/admin/services', { body: { details } }),
    ),
  experiences: ({ details, existing }) =>
    dataOf(
      existing
        ? signedInApi.PUT('/api/admin/experiences/{id}', {
            params: { path: { id: existing.id } },
            body: { expectedVersion: existing.version, details },
          })
        : signedInApi.POST('/api/admin/experiences', { body: { details } }),
    ),
};

export function saveOfferingMutationOptions<K extends OfferingKind>(
  kind: K,
): UseMutationOptions<CatalogueCommandResult, ApiError, SaveOfferingInput<K>> {
  return { mutationKey: [kind, 'save'], mutationFn: (input) => saveOffering(kind, input) };
}

export function useSaveOffering<K extends OfferingKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveOfferingMutationOptions(kind),
    // The back office and the public pages (every filter of the kind) read the lists again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
}
