import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, multipart, signedInApi } from '../../../lib/api/openapi-client';
import type { UploadedImage } from '../../../lib/api/types';

/**
 * POST /api/admin/media (admins and owners): multipart with the image in the field `file`; the answer's
 * `url` (its largest WebP variant) is what a catalogue record stores. Refusals: 400 file_required,
 * 413 image_too_large, 415 unsupported_image, 422 image_too_large_dimensions.
 */
export function uploadImage(file: File) {
  return dataOf(signedInApi.POST('/api/admin/media', { body: multipart({ file }) }));
}

export function uploadImageMutationOptions(): UseMutationOptions<UploadedImage, ApiError, File> {
  return { mutationKey: ['media', 'upload'], mutationFn: uploadImage };
}

export function useUploadImage() {
  return useMutation(uploadImageMutationOptions());
}
