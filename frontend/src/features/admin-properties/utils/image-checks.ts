/** The upload limits of POST /api/admin/media, checked before a file is sent. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

export type ImageCheckCode = 'unsupported_image' | 'image_too_large';

/**
 * The browser's own idea of the file (its type from the extension, its size): enough to spare an upload
 * that cannot succeed. The server still checks the content itself and has the last word.
 */
export function precheckImage(file: Pick<File, 'type' | 'size'>): ImageCheckCode | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'unsupported_image';
  return file.size > MAX_IMAGE_BYTES ? 'image_too_large' : null;
}
