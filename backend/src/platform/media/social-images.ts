import path from 'node:path';
import type { CatalogueArtwork } from './catalogue-artwork';
import { encodeJpeg, ImageSources, openImage, RenditionFiles, UnreadableImageError } from './jpeg-rendition';

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

/** `villa-sardinero-exterior.3f9a0c27d1e4.jpg`, or without the hash (then redirected to the current one). */
const CATALOGUE_NAME = /^([a-z0-9-]{1,100})(?:\.([0-9a-f]{12}))?\.jpg$/;
const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/;

export type SocialImageSource = 'catalogue' | 'uploads';

export type SocialImageLookup =
  | { kind: 'file'; body: Buffer; etag: string }
  /** A catalogue name without its hash, or with an earlier version's: the current version's address. */
  | { kind: 'moved'; url: string }
  | { kind: 'missing' };

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

export class SocialImages {
  private readonly files: RenditionFiles;
  private readonly sources: ImageSources;

  constructor(
    mediaDir: string,
    private readonly artwork: CatalogueArtwork,
  ) {
    this.files = new RenditionFiles(path.resolve(mediaDir, 'social'));
    this.sources = new ImageSources(mediaDir, artwork);
  }

  async lookup(source: SocialImageSource, name: string): Promise<SocialImageLookup> {
    if (source === 'catalogue') {
      const match = CATALOGUE_NAME.exec(name);
      const file = match ? this.artwork.withStem(match[1]) : undefined;
      if (!match || !file) return { kind: 'missing' };
      const current = `${match[1]}.${file.hash}.jpg`;
      if (match[2] !== file.hash) return { kind: 'moved', url: `${SOCIAL_URL_PREFIX}catalogue/${current}` };
      return this.cached(`catalogue/${current}`, file.hash, async () => file.body);
    }
    const match = UPLOAD_NAME.exec(name);
    if (!match) return { kind: 'missing' };
    return this.cached(`uploads/${match[1]}.jpg`, match[1], () => this.sources.upload(match[1]));
  }

  /**
   * The stored social image, made from `source()` when there is none yet (simultaneous first requests, a link
   * shared in a busy chat, make one); missing when there is no source or it cannot be decoded.
   */
  private async cached(
    relative: string,
    etag: string,
    source: () => Promise<Buffer | null>,
  ): Promise<SocialImageLookup> {
    try {
      const body = await this.files.get(relative, async () => {
        const original = await source();
        return original ? renderSocialImage(original) : null;
      });
      return body ? { kind: 'file', body, etag: `"${etag}"` } : { kind: 'missing' };
    } catch (error) {
      if (error instanceof UnreadableImageError) return { kind: 'missing' };
      throw error;
    }
  }
}
