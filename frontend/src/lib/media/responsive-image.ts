/**
 * Uploaded images (POST /api/admin/media) and the files the site offers of them.
 *
 * The URL convention. A catalogue record names an uploaded image by its largest variant,
 * `/media/uploads/<id>/<width>.<format>`, and the API made the image at every width of
 * `UPLOAD_VARIANT_WIDTHS` up to that one (a single variant at its own width when it is narrower than 480):
 * - `<width>.webp`: WebP variants only. Images uploaded before AVIF variants existed, and those whose AVIF
 *   would have been larger than the WebP (flat or tiny pictures), are recorded so.
 * - `<width>.avif`: an AVIF variant beside the WebP one at every width, each smaller than its WebP (the API
 *   keeps AVIF at every width or at none). The upload answers with this URL then, so it is the one recorded.
 * Browsers are offered the AVIF variants first (`<source type="image/avif">` of a `<picture>`), WebP otherwise;
 * the `<img>` itself and anything read by other sites (link previews, JSON-LD) name the WebP files.
 */

/** Widths of the variants the API makes of every uploaded image. */
const UPLOAD_VARIANT_WIDTHS = [480, 960, 1600] as const;

const UPLOADED_VARIANT = /^\/media\/uploads\/([0-9a-f-]{36})\/(\d{1,5})\.(webp|avif)$/;

type VariantFormat = 'webp' | 'avif';

interface UploadedImage {
  id: string;
  /** The widths of its variants, narrowest first. */
  widths: number[];
  /** Whether every width has an AVIF variant. */
  avif: boolean;
}

function uploadedImage(url: string): UploadedImage | undefined {
  const match = UPLOADED_VARIANT.exec(url);
  if (!match) return undefined;
  const [, id, largestText, format] = match;
  const largest = Number(largestText);
  const widths = UPLOAD_VARIANT_WIDTHS.filter((width) => width <= largest);
  return { id, widths: widths.length > 0 ? widths : [largest], avif: format === 'avif' };
}

function variantPath(id: string, width: number, format: VariantFormat): string {
  return `/media/uploads/${id}/${width}.${format}`;
}

/**
 * A `srcset` of the variants in one format; undefined for an image narrower than the smallest variant width,
 * whose one file is all there is.
 */
function srcSetOf(image: UploadedImage, format: VariantFormat): string | undefined {
  if (image.widths[0] < UPLOAD_VARIANT_WIDTHS[0]) return undefined;
  return image.widths.map((width) => `${variantPath(image.id, width, format)} ${width}w`).join(', ');
}

export interface ResponsiveImage {
  /** The `<img>`'s `src`: the largest WebP variant. */
  src: string;
  /** The WebP variants as the `<img>`'s `srcset`; undefined for an image narrower than 480 (one file). */
  srcSet?: string;
  /**
   * The AVIF variants, for a `<source type="image/avif">` before the `<img>`: a `srcset` with widths, or the
   * one file of an image narrower than 480. Undefined when the image has no AVIF variants.
   */
  avifSrcSet?: string;
}

/** What the browser is offered of an uploaded image, given the URL it is recorded by; undefined for any other. */
export function responsiveImage(url: string): ResponsiveImage | undefined {
  const image = uploadedImage(url);
  if (!image) return undefined;
  const largest = image.widths[image.widths.length - 1];
  return {
    src: variantPath(image.id, largest, 'webp'),
    srcSet: srcSetOf(image, 'webp'),
    avifSrcSet: image.avif ? (srcSetOf(image, 'avif') ?? variantPath(image.id, largest, 'avif')) : undefined,
  };
}

/**
 * The WebP `srcset` of an uploaded image given the URL it is recorded by: every variant up to its largest, so
 * the browser downloads the smallest one that fills the slot. Undefined for any other URL, and for an image
 * narrower than the smallest variant (its only file is the src).
 */
export function responsiveSrcSet(url: string): string | undefined {
  return responsiveImage(url)?.srcSet;
}

/**
 * The narrowest WebP variant of an uploaded image at least `width` wide (its largest one when none is), given
 * the URL it is recorded by, e.g. for a link preview that wants 1200 px: WebP, which every reader of previews
 * takes. Undefined for any other URL.
 */
export function uploadedVariant(url: string, width: number): { url: string; width: number } | undefined {
  const image = uploadedImage(url);
  if (!image) return undefined;
  const chosen = image.widths.find((variant) => variant >= width) ?? image.widths[image.widths.length - 1];
  return { url: variantPath(image.id, chosen, 'webp'), width: chosen };
}

/** A `<link rel="preload" as="image">` for the image an `<img>` will show (lib/seo/page-head.ts renders it). */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/**
 * The preload of an image shown by `FallbackImage` with these `sizes`: the same candidates and sizes as the
 * element, so the browser fetches once what the element then uses. Of an uploaded image with AVIF variants,
 * the AVIF ones, typed so that a browser without AVIF skips the preload (and fetches the WebP the `<img>`
 * picks); of one without, the WebP ones; any other image by its URL.
 */
export function imagePreload(url: string, sizes: string): ImagePreload {
  const image = uploadedImage(url);
  if (!image) return { href: url };
  const format: VariantFormat = image.avif ? 'avif' : 'webp';
  const largest = image.widths[image.widths.length - 1];
  const srcSet = srcSetOf(image, format);
  return {
    href: variantPath(image.id, largest, format),
    ...(srcSet && { srcSet, sizes }),
    type: `image/${format}`,
  };
}
