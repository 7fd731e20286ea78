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

/** The size of the link-preview image the server makes of a catalogue image (1.91:1, as Open Graph asks). */
const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const CATALOGUE_ARTWORK = /^\/media\/catalogue\/([a-z0-9-]{1,100}(?:\.[0-9a-f]{12})?)\.[a-z]{3,4}$/;
const UPLOADED_IMAGE = /^\/media\/uploads\/([0-9a-f-]{36})\/\d{1,5}\.(?:webp|avif)$/;

/**
 * The address of the 1200 x 630 JPEG the server makes of a catalogue image for link previews (the sample
 * artwork is SVG, which previews do not show; an upload's variants are WebP of another shape):
 * `/media/social/catalogue/<stem>.<hash>.jpg` or `/media/social/uploads/<id>.jpg`. Undefined for an image
 * the site does not serve itself.
 */
export function socialImagePath(url: string): string | undefined {
  const artwork = CATALOGUE_ARTWORK.exec(url);
  if (artwork) return `/media/social/catalogue/${artwork[1]}.jpg`;
  const upload = UPLOADED_IMAGE.exec(url);
  return upload ? `/media/social/uploads/${upload[1]}.jpg` : undefined;
}

/** Link previews (WhatsApp, Facebook, X) show raster images only: an SVG drawing is no preview image. */
const isSvg = (url: string): boolean => /\.svg(?:[?#]|$)/i.test(url);

/**
 * A catalogue image as a page's preview image, its alt text in the page's language: the server's 1200 x 630
 * JPEG of an image the site serves, another site's raster image as it is (its size unknown); undefined for
 * another site's SVG, which previews cannot show.
 */
export function socialImage(
  origin: string,
  image: CatalogueImage,
  language: Language,
): HeadImage | undefined {
  const alt = localize(image.alt, language);
  const preview = socialImagePath(image.url);
  if (preview) return { url: new URL(preview, origin).href, alt, ...PREVIEW_SIZE };
  return isSvg(image.url) ? undefined : { url: new URL(image.url, origin).href, alt };
}
