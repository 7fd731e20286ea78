import type { CatalogueArtwork } from './catalogue-artwork';
import { DerivedJpegs } from './derived-jpegs';
import { encodeJpeg, openImage } from './jpeg-rendition';

/**
 * The property portals (Kyero, thinkSPAIN, Resales-Online, Green-Acres) import JPEG photos and drop WebP and
 * SVG. A gallery image's portal JPEG is the whole picture, its long side at most 1920 px (a photo is never
 * enlarged; the sample artwork's SVG is drawn at that size), made the first time it is asked for and kept
 * under `MEDIA_DIR/jpeg/`. Its address follows from the gallery's and never changes meaning, so it is
 * cached for a year: `/media/jpeg/uploads/<id>.jpg` (an upload's files are never modified) and
 * `/media/jpeg/catalogue/<stem>.<hash>.jpg` (a new version of the artwork, a new hash).
 */
export const PORTAL_JPEG_URL_PREFIX = '/media/jpeg/';
export const PORTAL_JPEG_MAX_SIDE = 1920;

/** The long side at most 1920 px: a raster image never enlarged, an SVG drawn to fill it. */
export async function renderPortalJpeg(source: Buffer): Promise<Buffer> {
  const max = PORTAL_JPEG_MAX_SIDE;
  const image = await openImage(source, (width, height) => max / Math.max(width, height));
  return encodeJpeg(image.resize(max, max, { fit: 'inside', withoutEnlargement: true }), 82);
}

export const portalJpegs = (mediaDir: string, artwork: CatalogueArtwork): DerivedJpegs =>
  new DerivedJpegs(mediaDir, artwork, {
    urlPrefix: PORTAL_JPEG_URL_PREFIX,
    folder: 'jpeg',
    render: renderPortalJpeg,
  });
