import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../platform/http/api-error';
import { MAX_IMAGE_BYTES } from '../../domain/image-rules';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'file';

/**
 * Reads the one image of a multipart upload into memory, refusing a missing or empty file (400), a second
 * file (400) and one over the size limit (413) before anything else looks at it. Text fields are ignored.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fileRequired();
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  let upload: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGE_FIELD) {
        part.file.resume();
        continue;
      }
      upload = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw new ApiError(
        413,
        'image_too_large',
        `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
      );
    }
    if (error instanceof FilesLimitError) {
      throw new ApiError(400, 'single_image_required', 'Send one image per upload.');
    }
    // The plugin's other limits (parts, fields) carry their own 4xx; anything else is a broken body.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new ApiError(400, 'malformed_upload', 'The multipart body is malformed or incomplete.');
  }
  if (!upload || upload.bytes.length === 0) throw fileRequired();
  return upload;
}

function fileRequired(): ApiError {
  return new ApiError(400, 'file_required', `Send the image in the multipart field "${IMAGE_FIELD}".`);
}
