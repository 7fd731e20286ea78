import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, multipart, signedInApi } from '../../../lib/api/openapi-client';
import type { UploadedImage } from '../../../lib/api/types';

/**
 * POST /api/admin/media (admins and owners): one image as multipart field `file`, checked by its content
 * on the server; the answer names the WebP variants it was turned into.
 */
export function uploadImage(file: File, signal?: AbortSignal) {
  return dataOf(signedInApi.POST('/api/admin/media', { body: multipart({ file }), signal }));
}

export function uploadImageMutationOptions(): UseMutationOptions<UploadedImage, ApiError, File> {
  return { mutationKey: ['admin-media', 'upload'], mutationFn: (file) => uploadImage(file) };
}

export function useUploadImage() {
  return useMutation(uploadImageMutationOptions());
}
