import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../platform/http/api-error';
import { MAX_IMAGE_BYTES } from '../../domain/image-rules';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'file';

/**
 * Reads the one file of a multipart upload into memory, refusing a missing or empty file (400) and one over
 * the size limit (413) before anything else looks at it.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMAGE_FIELD) {
      part?.file.resume();
      throw fileRequired();
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fileRequired();
    return { bytes, fileName: part.filename };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new ApiError(
        413,
        'image_too_large',
        `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
      );
    }
    // The plugin's own limits (parts, fields) already carry a 4xx; anything else is a broken body.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new ApiError(400, 'malformed_upload', 'The multipart body is malformed or incomplete.');
  }
}

function fileRequired(): ApiError {
  return new ApiError(400, 'file_required', `Send the image in the multipart field "${IMAGE_FIELD}".`);
}
