import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { saveDownload } from '../../../lib/api/download-file';
import { signedInApi } from '../../../lib/api/openapi-client';

/**
 * GET /api/me/export: the copy of all the data the agency keeps about the signed-in person, saved as
 * costa-cantabria-data-YYYY-MM-DD.json.
 */
export async function downloadMyData(): Promise<void> {
  // The client throws on every failure (lib/api/openapi-client.ts): an answer that arrives has its file.
  const { data, response } = await signedInApi.GET('/api/me/export', { parseAs: 'blob' });
  saveDownload(data as Blob, response, `costa-cantabria-data-${new Date().toISOString().slice(0, 10)}.json`);
}

export function useDownloadMyData() {
  return useMutation<void, ApiError>({
    mutationKey: ['account', 'export'],
    mutationFn: downloadMyData,
  });
}
