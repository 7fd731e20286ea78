import { useMutation, useMutationState } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { saveDownload } from '../../../lib/api/download-file';
import { signedInApi } from '../../../lib/api/openapi-client';

/**
 * GET /api/admin/users/:id/export (owners): the same copy of an account's data its holder downloads, for a
 * request the person made to the agency; saved as costa-cantabria-data-YYYY-MM-DD.json.
 */
export async function downloadUserData(id: string): Promise<void> {
  // The client throws on every failure (lib/api/openapi-client.ts): an answer that arrives has its file.
  const { data, response } = await signedInApi.GET('/api/admin/users/{id}/export', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  saveDownload(data as Blob, response, `costa-cantabria-data-${new Date().toISOString().slice(0, 10)}.json`);
}

const EXPORT_KEY = ['users', 'export'] as const;

export function useDownloadUserData() {
  return useMutation<void, ApiError, string>({
    mutationKey: EXPORT_KEY,
    mutationFn: downloadUserData,
  });
}

/** How many copies of this account's data were handed over since the page opened (each one is an event). */
export function useHandedOverCount(id: string): number {
  return useMutationState({
    filters: {
      mutationKey: EXPORT_KEY,
      status: 'success',
      predicate: (mutation) => mutation.state.variables === id,
    },
  }).length;
}
