import path from 'node:path';
import type { CatalogueArtwork } from './catalogue-artwork';
import {
  encodeJpeg,
  gallerySource,
  ImageSources,
  openImage,
  RenditionFiles,
  UnreadableImageError,
  UPLOAD_ID,
} from './jpeg-rendition';

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
export const PORTAL_JPEG_SOURCES = ['catalogue', 'uploads'] as const;
export type PortalJpegSource = (typeof PORTAL_JPEG_SOURCES)[number];

/** `villa-sardinero-exterior.3f9a0c27d1e4.jpg`, or without the hash (then redirected to the current one). */
const CATALOGUE_NAME = /^([a-z0-9-]{1,100})(?:\.([0-9a-f]{12}))?\.jpg$/;
const UPLOAD_NAME = /^(.{36})\.jpg$/;

export type PortalJpegLookup =
  | { kind: 'file'; body: Buffer; etag: string }
  /** A catalogue name without its hash, or with an earlier version's: the current version's address. */
  | { kind: 'moved'; url: string }
  | { kind: 'missing' }
  /** The stored source cannot be decoded (a damaged file). */
  | { kind: 'unreadable'; reason: string };

/** The long side at most 1920 px: a raster image never enlarged, an SVG drawn to fill it. */
export async function renderPortalJpeg(source: Buffer): Promise<Buffer> {
  const max = PORTAL_JPEG_MAX_SIDE;
  const image = await openImage(source, (width, height) => max / Math.max(width, height));
  return encodeJpeg(image.resize(max, max, { fit: 'inside', withoutEnlargement: true }), 82);
}

export class PortalJpegs {
  private readonly files: RenditionFiles;
  private readonly sources: ImageSources;

  constructor(
    mediaDir: string,
    private readonly artwork: CatalogueArtwork,
  ) {
    this.files = new RenditionFiles(path.resolve(mediaDir, 'jpeg'));
    this.sources = new ImageSources(mediaDir, artwork);
  }

  /**
   * The portal JPEG's address of a gallery image: an upload's or the sample artwork's (at its current
   * version); another site's address stays as it is.
   */
  urlOf(galleryUrl: string): string {
    const source = gallerySource(galleryUrl);
    if (source.kind === 'upload') return `${PORTAL_JPEG_URL_PREFIX}uploads/${source.id}.jpg`;
    const file = source.kind === 'catalogue' ? this.artwork.withStem(source.stem) : undefined;
    if (source.kind === 'catalogue' && file) {
      return `${PORTAL_JPEG_URL_PREFIX}catalogue/${source.stem}.${file.hash}.jpg`;
    }
    return galleryUrl;
  }

  async lookup(source: PortalJpegSource, name: string): Promise<PortalJpegLookup> {
    if (source === 'catalogue') {
      const match = CATALOGUE_NAME.exec(name);
      const file = match ? this.artwork.withStem(match[1]) : undefined;
      if (!match || !file) return { kind: 'missing' };
      const current = `${match[1]}.${file.hash}.jpg`;
      if (match[2] !== file.hash)
        return { kind: 'moved', url: `${PORTAL_JPEG_URL_PREFIX}catalogue/${current}` };
      return this.stored(`catalogue/${current}`, file.hash, async () => file.body);
    }
    const id = UPLOAD_NAME.exec(name)?.[1];
    if (!id || !UPLOAD_ID.test(id)) return { kind: 'missing' };
    return this.stored(`uploads/${id}.jpg`, id, () => this.sources.upload(id));
  }

  private async stored(
    relative: string,
    etag: string,
    source: () => Promise<Buffer | null>,
  ): Promise<PortalJpegLookup> {
    try {
      const body = await this.files.get(relative, async () => {
        const original = await source();
        return original ? renderPortalJpeg(original) : null;
      });
      return body ? { kind: 'file', body, etag: `"${etag}"` } : { kind: 'missing' };
    } catch (error) {
      if (error instanceof UnreadableImageError) return { kind: 'unreadable', reason: error.message };
      throw error;
    }
  }
}
