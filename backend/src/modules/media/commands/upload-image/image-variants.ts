import sharp from 'sharp';
import { DomainError } from '../../../../platform/domain/domain-error';
import { MAX_IMAGE_PIXELS, variantWidthsFor } from '../../domain/image-rules';
import type { ImageContentType, ImageVariant } from '../../domain/media-image';

const WEBP_QUALITY = 80;

/** The formats staff may upload, as sharp names them; AVIF is HEIF with AV1 (HEIC is refused). */
const ACCEPTED = new Map<string, ImageContentType>([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['heif/av1', 'image/avif'],
]);

export interface RenderedImage {
  contentType: ImageContentType;
  width: number;
  height: number;
  variants: (ImageVariant & { data: Buffer })[];
}

/**
 * Checks an upload by its content and renders its WebP variants in memory: rotated upright by EXIF,
 * without metadata, never enlarged, first frame only. Nothing touches the disk here.
 */
export async function renderImageVariants(bytes: Buffer): Promise<RenderedImage> {
  const { contentType, width, height } = await inspect(bytes);
  if (width * height > MAX_IMAGE_PIXELS) throw dimensionsTooLarge();
  // The pixel limit again on decoding, in case the header lied about the size.
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true });
  try {
    const variants = await Promise.all(
      variantWidthsFor(width).map(async (variantWidth) => {
        const { data, info } = await source
          .clone()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data.length, data };
      }),
    );
    return { contentType, width, height, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw dimensionsTooLarge();
    throw unsupported();
  }
}

async function inspect(
  bytes: Buffer,
): Promise<{ contentType: ImageContentType; width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    // Reading the header only: the pixel limit is checked by the caller, with its own error.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const key = metadata.format === 'heif' ? `heif/${metadata.compression}` : metadata.format;
  const contentType = ACCEPTED.get(key);
  if (!contentType || !metadata.width || !metadata.height) throw unsupported();
  const upright = metadata.autoOrient ?? metadata;
  return { contentType, width: upright.width, height: upright.height };
}

function unsupported(): DomainError {
  return new DomainError(
    'unsupported',
    'unsupported_image',
    'The file is not a JPEG, PNG, WebP, AVIF or GIF image.',
  );
}

function dimensionsTooLarge(): DomainError {
  return new DomainError(
    'invalid',
    'image_too_large_dimensions',
    `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  );
}
