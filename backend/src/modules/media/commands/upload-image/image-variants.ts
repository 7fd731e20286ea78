import sharp from 'sharp';
import { DomainError } from '../../../../platform/domain/domain-error';
import { MAX_IMAGE_PIXELS, keepsAvif, variantWidthsFor } from '../../domain/image-rules';
import type { ImageContentType, ImageVariant } from '../../domain/media-image';

const WEBP_QUALITY = 80;

/**
 * AVIF at quality 50 (sharp's default) takes 50 to 63 % of the bytes of WebP at 80 on photographs, with its
 * chroma at half resolution as in WebP. Effort 3 of 9 rather than sharp's default 4: on a 1.8-megapixel photo
 * the three widths cost 2.5 s of processor time at effort 3 and 9 s at effort 4 (WebP alone: 0.5 s), for 2 to
 * 5 % fewer bytes; an upload would keep both cores busy for several seconds.
 */
const AVIF_OPTIONS: sharp.AvifOptions = { quality: 50, effort: 3, chromaSubsampling: '4:2:0' };

/** The formats staff may upload, as sharp names them; AVIF is HEIF with AV1 (HEIC is refused). */
const ACCEPTED = new Map<string, ImageContentType>([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['heif/av1', 'image/avif'],
]);

export interface RenderedVariant extends ImageVariant {
  /** The WebP file. */
  data: Buffer;
  /** The AVIF file, where the image keeps AVIF variants (`avifBytes` is its size). */
  avif: Buffer | null;
}

export interface RenderedImage {
  contentType: ImageContentType;
  width: number;
  height: number;
  variants: RenderedVariant[];
}

/**
 * Checks an upload by its content and renders its variants in memory: rotated upright by EXIF, without
 * metadata, never enlarged, first frame only. Each width as WebP and as AVIF; the AVIFs are kept when each is
 * smaller than its WebP (image-rules.ts). Nothing touches the disk here.
 */
export async function renderImageVariants(bytes: Buffer): Promise<RenderedImage> {
  const { contentType, width, height } = await inspect(bytes);
  if (width * height > MAX_IMAGE_PIXELS) throw dimensionsTooLarge();
  // The pixel limit again on decoding, in case the header lied about the size.
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true });
  try {
    const rendered = await Promise.all(
      variantWidthsFor(width).map(async (variantWidth) => {
        const resized = source.clone().resize({ width: variantWidth, withoutEnlargement: true });
        const [{ data, info }, avif] = await Promise.all([
          resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
          resized.clone().avif(AVIF_OPTIONS).toBuffer(),
        ]);
        return {
          width: info.width,
          height: info.height,
          bytes: data.length,
          data,
          avifBytes: avif.length,
          avif,
        };
      }),
    );
    const withAvif = keepsAvif(rendered);
    const variants = rendered.map((variant) => ({
      ...variant,
      avifBytes: withAvif ? variant.avifBytes : null,
      avif: withAvif ? variant.avif : null,
    }));
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
