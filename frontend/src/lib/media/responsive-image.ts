/** Widths of the WebP variants the API makes of every uploaded image (POST /api/admin/media). */
const UPLOAD_VARIANT_WIDTHS = [480, 960, 1600] as const;

const UPLOADED_VARIANT = /^\/media\/uploads\/([0-9a-f-]{36})\/(\d{1,5})\.webp$/;

/**
 * The `srcset` of an uploaded image given the URL of its largest variant: every variant up to that width,
 * so the browser downloads the smallest one that fills the slot. Undefined for any other URL.
 */
export function responsiveSrcSet(url: string): string | undefined {
  const match = UPLOADED_VARIANT.exec(url);
  if (!match) return undefined;
  const [, id, largest] = match;
  const widths = UPLOAD_VARIANT_WIDTHS.filter((width) => width <= Number(largest));
  if (widths.length === 0) return undefined;
  return widths.map((width) => `/media/uploads/${id}/${width}.webp ${width}w`).join(', ');
}

/**
 * The narrowest variant of an uploaded image at least `width` wide (its largest one when none is), given the
 * URL of its largest variant, e.g. for a link preview that wants 1200 px. Undefined for any other URL.
 */
export function uploadedVariant(url: string, width: number): { url: string; width: number } | undefined {
  const match = UPLOADED_VARIANT.exec(url);
  if (!match) return undefined;
  const [, id, largest] = match;
  const available = UPLOAD_VARIANT_WIDTHS.filter((variant) => variant <= Number(largest));
  const chosen = available.find((variant) => variant >= width) ?? available.at(-1) ?? Number(largest);
  return { url: `/media/uploads/${id}/${chosen}.webp`, width: chosen };
}
