/** What an uploaded image may be, and which variants of it (WebP, and AVIF where smaller) the site serves. */

/** 10 MiB: a camera JPEG fits, a raw or a video does not. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Decompression-bomb guard: 40 megapixels is more than any camera the agency uses produces. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Widths of the variants, as the SPA lists them in `srcset`. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export const MAX_DISPLAY_NAME_LENGTH = 120;

/**
 * The variant widths for an original of this width: never wider than the original, so a narrow image
 * gets fewer variants, and one narrower than the smallest gets a single variant at its own width.
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/**
 * The formats of the variants: WebP always, AVIF beside it where the image has AVIF variants. An image has an
 * AVIF at every width or at none, and only when each is smaller than the WebP of its width (AVIF is usually
 * half the size of a photo's WebP, but larger for a tiny or flat image). At every width or none, because
 * the site offers an image's AVIF variants as one `<source>` of its `<picture>`, which the browser takes
 * whole or not at all.
 */
export type VariantFormat = 'webp' | 'avif';

/** Whether a set of AVIF variants is kept: only when every one is smaller than the WebP of its width. */
export function keepsAvif(variants: readonly { bytes: number; avifBytes: number }[]): boolean {
  return variants.length > 0 && variants.every((variant) => variant.avifBytes < variant.bytes);
}

/** Where the site serves a variant: `/media/uploads/<id>/<width>.webp` (or `.avif`). */
export function variantUrl(imageId: string, width: number, format: VariantFormat = 'webp'): string {
  return `/media/uploads/${imageId}/${width}.${format}`;
}

/**
 * A name staff recognise the image by, taken from the uploaded file's name: no folders, no control or
 * markup characters, whitespace collapsed, at most 120 characters; null when nothing readable is left.
 */
export function sanitizeDisplayName(fileName: string | null | undefined): string | null {
  if (!fileName) return null;
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>"`]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name = [...cleaned].slice(0, MAX_DISPLAY_NAME_LENGTH).join('').trim();
  return name.length > 0 ? name : null;
}
