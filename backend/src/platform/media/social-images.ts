import type { CatalogueArtwork } from './catalogue-artwork';
import { DerivedJpegs } from './derived-jpegs';
import { encodeJpeg, openImage } from './jpeg-rendition';

/**
 * Link previews (WhatsApp, Facebook, LinkedIn, X) and the image of a listing in search results want one
 * raster picture of 1200 x 630 (1.91:1); many of them show no SVG and no WebP. A listing's social image is
 * its cover cropped to that size as a JPEG, made the first time it is asked for and kept under
 * `MEDIA_DIR/social/`: the sample catalogue's SVG artwork rendered by sharp (librsvg), an uploaded image from
 * its widest WebP variant.
 *
 * The addresses are derived from the cover's own address and never change meaning, so they are cached for a
 * year: `/media/social/catalogue/<stem>.<hash>.jpg` names the version of the artwork (a new version, a new
 * hash), `/media/social/uploads/<id>.jpg` an upload (whose files are never modified).
 */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
export const SOCIAL_URL_PREFIX = '/media/social/';

/**
 * Renders any image sharp reads as the 1200 x 630 JPEG of a link preview: cropped from the centre to fill the
 * frame, transparency on white, sRGB, no metadata. An SVG is drawn at the density that fills the frame, so
 * its shapes stay sharp instead of being enlarged as pixels.
 */
export async function renderSocialImage(source: Buffer): Promise<Buffer> {
  const image = await openImage(source, (width, height) =>
    Math.max(SOCIAL_IMAGE_WIDTH / width, SOCIAL_IMAGE_HEIGHT / height),
  );
  return encodeJpeg(
    image.resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' }),
    82,
  );
}

export const socialImages = (mediaDir: string, artwork: CatalogueArtwork): DerivedJpegs =>
  new DerivedJpegs(mediaDir, artwork, {
    urlPrefix: SOCIAL_URL_PREFIX,
    folder: 'social',
    render: renderSocialImage,
  });
