import type { CatalogueImage } from '../api/types';
import type { Language } from '../i18n/languages';
import { localize } from '../i18n/localize';
import { uploadedVariant } from '../media/responsive-image';
import type { HeadImage } from './page-head';

/** The width link previews (Open Graph, X) and Google's image guidelines ask for, at least. */
export const SOCIAL_IMAGE_WIDTH = 1200;

/**
 * The absolute URL of an image for previews and JSON-LD: of an uploaded image, its narrowest variant at
 * least `width` wide (the variants are 480, 960 and 1600 px, so 1600 for 1200); any other image as it is.
 */
export function absoluteImageUrl(
  origin: string,
  image: { url: string } | string,
  width: number = SOCIAL_IMAGE_WIDTH,
): string {
  const url = typeof image === 'string' ? image : image.url;
  return new URL(uploadedVariant(url, width)?.url ?? url, origin).href;
}

/**
 * A catalogue image as a page's preview image, its alt text in the page's language. The width is known for
 * uploaded variants (it is in their URL); the height is not in the catalogue's data, so it is left out.
 */
export function socialImage(origin: string, image: CatalogueImage, language: Language): HeadImage {
  const variant = uploadedVariant(image.url, SOCIAL_IMAGE_WIDTH);
  return {
    url: new URL(variant?.url ?? image.url, origin).href,
    alt: localize(image.alt, language),
    ...(variant && { width: variant.width }),
  };
}
