/** What an uploaded image may be, and which WebP variants of it the site serves. */

/** 10 MiB: a camera JPEG fits, a raw or a video does not. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Decompression-bomb guard: 40 megapixels is more than any camera the agency uses produces. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Widths of the WebP variants, as the SPA lists them in `srcset`. */
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

/** Where the site serves a variant: `/media/uploads/<id>/<width>.webp`. */
export function variantUrl(imageId: string, width: number): string {
  return `/media/uploads/${imageId}/${width}.webp`;
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
