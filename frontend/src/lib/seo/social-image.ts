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

/** The site's own preview image (1200 x 630, the coast at dusk), for pages without a picture of their own. */
export function defaultSocialImage(origin: string, alt: string): HeadImage {
  return { url: new URL('/images/social/costa-cantabria.jpg', origin).href, alt, width: 1200, height: 630 };
}

/** Link previews (WhatsApp, Facebook, X) show raster images only: an SVG drawing is no preview image. */
export function isPreviewImage(image: { url: string }): boolean {
  return !/\.svg(?:[?#]|$)/i.test(image.url);
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
